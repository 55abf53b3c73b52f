/**
 * The content check over the fixtures, for CI and editors: `npm run content:check`.
 * Prints each problem in plain words and exits 1 when there is any. Drafts count: they are what
 * ships next.
 */
import { contentProblems } from "../../src/cms/editors/content-check";
import { FIXTURE_DRAFTS, FIXTURE_ENTRIES } from "../../src/cms/source/fixtures-source";
import { visibilityRules } from "../../src/cms/visibility";

const drafts = new Set(FIXTURE_DRAFTS.map((entry) => entry.sys.id));
const entries = [...FIXTURE_ENTRIES.filter((entry) => !drafts.has(entry.sys.id)), ...FIXTURE_DRAFTS];
const problems = contentProblems(entries, { ruleNames: Object.keys(visibilityRules) });
if (problems.length === 0) {
  console.log(`Content check: ${entries.length} entries, no problems.`);
} else {
  console.error(`Content check: ${problems.length} problem(s) to fix before this content ships:`);
  for (const problem of problems) console.error(`- ${problem.message} (entry ${problem.entryId})`);
  process.exitCode = 1;
}
