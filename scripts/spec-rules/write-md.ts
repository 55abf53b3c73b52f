/** Writes `docs/spec-rules.md` from `tests/spec-rules/*.ts`; the unit test checks it is current. */
import { writeFileSync } from "node:fs";
import { specRuleTables } from "../../tests/spec-rules/index";
import { renderSpecRulesMarkdown } from "../../tests/spec-rules/render";

writeFileSync(new URL("../../docs/spec-rules.md", import.meta.url), renderSpecRulesMarkdown(specRuleTables));
