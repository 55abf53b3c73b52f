import { readEntry } from "@/cms/module-contract";
import { entryLinkId, getContentType, type RawEntry } from "@/cms/schema/validate-entry";
import { type ModuleEntry, type PageModule, type UnsupportedModule, type VisibilityRuleName } from "@/cms/types";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
import { checkEntry } from "./check-entry";
import type { ResolveContext } from "./resolve-context";

/**
 * A linked entry as the module it is: checked against the schema, validated and read by its
 * contract. An entry of an unknown type, or one that fails anywhere (itself or an entry it
 * needs), becomes an `UnsupportedModule`, so that one bad module never breaks the page.
 */
export function resolveModule(entry: RawEntry, ancestors: readonly string[], context: ResolveContext): PageModule {
  context.included.add(entry.sys.id);
  const contentType = entry.sys.contentType.sys.id;
  const unsupported = (problem: string): UnsupportedModule => ({
    id: entry.sys.id,
    type: "unsupported",
    contentType,
    problem,
    visibility: knownVisibilityRules(entry.fields.visibility),
  });

  const contract = context.modules.get(contentType);
  if (!contract) {
    return unsupported(getContentType(contentType) ? `content type "${contentType}" is not a page module` : `unknown content type "${contentType}"`);
  }
  try {
    const checked = checkEntry(entry, ancestors, context);
    const visibility = checked.listOf("visibility", VISIBILITY_RULE_NAMES);
    const businessVariant = resolveBusinessVariant(entry, [...ancestors, entry.sys.id], context);
    // The contract was looked up by this content type, and the schema links a variant of the same type only.
    return {
      id: checked.id,
      type: contentType,
      visibility,
      fields: readEntry(contract, checked),
      ...(businessVariant ? { businessVariant } : {}),
    } as ModuleEntry;
  } catch (error) {
    return unsupported(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The entry business customers see instead ("Sie" in content, deals.md §1, §6),
 * resolved like the entry itself; the schema allows only the same content type. One level: a
 * variant's own variant is not followed, and a variant that cannot be shown leaves none.
 */
function resolveBusinessVariant(entry: RawEntry, ancestors: readonly string[], context: ResolveContext): ModuleEntry | undefined {
  const variantId = entryLinkId(entry.fields.businessVariant);
  const variant = variantId === null || ancestors.includes(variantId) ? undefined : context.lookup.get(variantId);
  if (!variant) return undefined;
  const resolved = resolveModule({ ...variant, fields: { ...variant.fields, businessVariant: undefined } }, ancestors, context);
  if (resolved.type !== "unsupported") return resolved;
  context.notes.push(`business variant ${variantId} of ${entry.sys.id} is not shown: ${resolved.problem}`);
  return undefined;
}

function knownVisibilityRules(value: unknown): VisibilityRuleName[] {
  const rules: readonly unknown[] = Array.isArray(value) ? value : [];
  return VISIBILITY_RULE_NAMES.filter((rule) => rules.includes(rule));
}
