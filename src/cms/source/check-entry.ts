import { InvalidEntryError, type CheckedEntry } from "@/cms/module-contract";
import { entryLinkId, isRichTextDocument, validateEntry, type RawEntry } from "@/cms/schema/validate-entry";
import { withFollowableLinks } from "./follow-links";
import type { ResolveContext } from "./resolve-context";

/**
 * Checks an entry against `cms-schema/` (the boundary every entry passes before a module sees it)
 * and gives typed access to its fields. Throws `InvalidEntryError` naming every problem.
 */
export function checkEntry(raw: RawEntry, ancestors: readonly string[], context: ResolveContext): CheckedEntry {
  const id = raw.sys.id;
  context.included.add(id);
  const name = `${raw.sys.contentType.sys.id} "${id}"`;
  const path = [...ancestors, id];
  const entry = withFollowableLinks(raw, path, context);
  const problems = validateEntry(entry, context.lookup);
  if (problems.length > 0) {
    const details = problems.map((problem) => `${problem.field} ${problem.message}`);
    throw new InvalidEntryError(`${name}: ${details.join("; ")}`);
  }

  const { fields } = entry;
  // Validation has passed, so these only fail when the code and `cms-schema/` disagree.
  const drift = (field: string, expected: string) => new InvalidEntryError(`${name}: ${field} is not ${expected}; is cms-schema out of date?`);
  const pick = <T extends string | number>(field: string, allowed: readonly T[], value: unknown): T => {
    const match = allowed.find((candidate) => candidate === value);
    if (match === undefined) throw drift(field, `one of ${allowed.join(", ")}`);
    return match;
  };
  const linked = (value: unknown): CheckedEntry[] => {
    const targetId = entryLinkId(value);
    const target = targetId === null ? undefined : context.lookup.get(targetId);
    return target ? [checkEntry(target, path, context)] : [];
  };

  const checked: CheckedEntry = {
    id,
    text: (field) => {
      const value = fields[field];
      return typeof value === "string" ? value : null;
    },
    requiredText: (field) => checked.text(field) ?? throwError(drift(field, "a string")),
    flag: (field) => fields[field] === true,
    oneOf: (field, allowed) => {
      const value = fields[field];
      return value === undefined || value === null ? null : pick(field, allowed, value);
    },
    requiredOneOf: (field, allowed) => checked.oneOf(field, allowed) ?? throwError(drift(field, "set")),
    listOf: (field, allowed) => {
      const value = fields[field];
      return Array.isArray(value) ? value.map((item) => pick(field, allowed, item)) : [];
    },
    richText: (field) => {
      const value = fields[field];
      return isRichTextDocument(value) ? context.richText(value, raw, path) : throwError(drift(field, "a rich text document"));
    },
    object: (field) => fields[field] ?? null,
    modules: (field) => context.resolveModules(raw, field, path),
    link: (field) => linked(fields[field])[0] ?? null,
    links: (field) => {
      const value = fields[field];
      return Array.isArray(value) ? value.flatMap(linked) : [];
    },
  };
  return checked;
}

function throwError(error: Error): never {
  throw error;
}
