/**
 * Writes the rule names of `src/cms/visibility.ts` into every `visibility` field of
 * `cms-schema/content-types.json` (`npx tsx scripts/cms/visibility-enums.ts`), formatted as the
 * repository formats JSON. Run it after adding or removing a visibility rule.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { withVisibilityEnums } from "../../src/cms/schema/visibility-enums";
import { VISIBILITY_RULE_NAMES } from "../../src/cms/visibility";

const path = "cms-schema/content-types.json";
const model = withVisibilityEnums(JSON.parse(readFileSync(path, "utf8")), VISIBILITY_RULE_NAMES);
writeFileSync(path, await format(JSON.stringify(model, null, 2), { ...(await resolveConfig(path)), filepath: path }));
console.log(`${path}: ${VISIBILITY_RULE_NAMES.length} rule names in every visibility field`);
