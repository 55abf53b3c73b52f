import { accountRules } from "./account";
import { dealsRules } from "./deals";
import type { SpecRuleTable } from "./types";

/** Both spec documents' tables, in the order of `docs/spec-rules.md`. */
export const specRuleTables: readonly SpecRuleTable[] = [dealsRules, accountRules];
