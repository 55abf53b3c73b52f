import { readEntry } from "@/cms/module-contract";
import { getContentType, type RawEntry } from "@/cms/schema/validate-entry";
import { VISIBILITY_RULE_NAMES, type ModuleEntry, type PageModule, type UnsupportedModule, type VisibilityRuleName } from "@/cms/types";
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
    // The contract was looked up by this content type, so its fields are this type's.
    return { id: checked.id, type: contentType, visibility, fields: readEntry(contract, checked) } as ModuleEntry;
  } catch (error) {
    return unsupported(error instanceof Error ? error.message : String(error));
  }
}

function knownVisibilityRules(value: unknown): VisibilityRuleName[] {
  const rules: readonly unknown[] = Array.isArray(value) ? value : [];
  return VISIBILITY_RULE_NAMES.filter((rule) => rules.includes(rule));
}
