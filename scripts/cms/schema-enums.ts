/**
 * Writes every enumeration the code owns (`src/cms/schema/code-enumerations.ts`: visibility rule
 * names, feature keys, banner kinds, step-form results, field kinds, …) into
 * `cms-schema/content-types.json` (`npx tsx scripts/cms/schema-enums.ts`), formatted as the
 * repository formats JSON. Run it after adding or removing a value of one of those lists.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { CODE_ENUMERATIONS, withCodeEnumerations } from "../../src/cms/schema/code-enumerations";

const path = "cms-schema/content-types.json";
const model = withCodeEnumerations(JSON.parse(readFileSync(path, "utf8")));
writeFileSync(path, await format(JSON.stringify(model, null, 2), { ...(await resolveConfig(path)), filepath: path }));
console.log(`${path}: ${CODE_ENUMERATIONS.length} enumerations written from code`);
