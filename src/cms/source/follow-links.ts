import { entryLinkId, type EntryLookup, type RawEntry } from "@/cms/schema/validate-entry";
import type { ResolveContext } from "./resolve-context";

/** The entry a link leads to, or why it is not followed. */
export function follow(value: unknown, path: readonly string[], lookup: EntryLookup): RawEntry | string {
  const id = entryLinkId(value);
  if (id === null) return "ignored a value that is not an entry link";
  if (path.includes(id)) return `not following the link back to "${id}", which contains this entry`;
  return lookup.get(id) ?? `dropped the link to missing or unpublished entry "${id}"`;
}

/** The entries the links lead to; the links that cannot be followed are noted and left out. */
export function followLinks(from: RawEntry, field: string, values: readonly unknown[], path: readonly string[], context: ResolveContext): RawEntry[] {
  return values.flatMap((value) => {
    const target = follow(value, path, context.lookup);
    if (typeof target !== "string") return [target];
    context.notes.push(`${from.sys.id}.${field}: ${target}`);
    return [];
  });
}

/** Drops the links that cannot be followed, so that validation judges what is left. */
export function withFollowableLinks(entry: RawEntry, path: readonly string[], context: ResolveContext): RawEntry {
  const keep = (field: string, value: unknown) => entryLinkId(value) === null || followLinks(entry, field, [value], path, context).length > 0;
  const fields = Object.fromEntries(
    Object.entries(entry.fields).flatMap(([field, value]): [string, unknown][] => {
      if (Array.isArray(value)) return [[field, value.filter((item) => keep(field, item))]];
      return keep(field, value) ? [[field, value]] : [];
    }),
  );
  return { ...entry, fields };
}
