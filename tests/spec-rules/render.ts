import type { SpecRuleTable } from "./types";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/** `docs/spec-rules.md`: the tables as a readable page (generated; edit `tests/spec-rules/*.ts`). */
export function renderSpecRulesMarkdown(tables: readonly SpecRuleTable[]): string {
  const lines: string[] = [
    "# Spec rules and the tests that check them",
    "",
    "<!-- Generated from tests/spec-rules/*.ts by `npx tsx scripts/spec-rules/write-md.ts`; do not edit by hand. -->",
    "",
    "Issue 38. Every rule of the spec (`docs/spec/deals.md`, `docs/spec/account.md`) — each number, window, fee,",
    "validation limit, visibility condition, state transition, error text and its trigger, route and query",
    "parameter, tracking event — one line with its section, a stable id and the tests that check it. The table",
    "lives in `tests/spec-rules/` (typed, one file per document); `tests/unit/spec-rules.test.ts` (part of",
    "`npm test`) fails when a rule names no test, a test file that does not exist, or a title that is not in",
    "that file. Rules without a test, or that the product does not follow, are listed apart as untraced, each",
    "with its reason. Where the spec is unclear, *reading* says which reading the product chose.",
    "",
  ];
  for (const table of tables) {
    lines.push(`## ${table.document}`, "");
    const traced = table.rules.length;
    const noTest = table.untraced.filter((rule) => rule.reason.startsWith("no test")).length;
    const deviates = table.untraced.length - noTest;
    lines.push(`${traced} rules traced; untraced: ${noTest} without a test, ${deviates} where the product deviates.`, "");
    lines.push("### Progress by section", "", "| Section | Status | Note |", "|---|---|---|");
    for (const s of table.sections) lines.push(`| ${cell(`${s.section} ${s.title}`)} | ${s.status} | ${cell(s.note ?? "")} |`);
    lines.push("", "### Traced rules", "", "| Id | Section | Rule | Tests | Reading |", "|---|---|---|---|---|");
    for (const r of table.rules) {
      const tests = r.tests.map((ref) => `\`${cell(ref)}\``).join("<br>");
      lines.push(`| \`${r.id}\` | ${cell(r.section)} | ${cell(r.rule)} | ${tests} | ${cell(r.reading ?? "")} |`);
    }
    lines.push("", "### Untraced rules", "");
    if (table.untraced.length === 0) lines.push("None.");
    else {
      lines.push("| Id | Section | Rule | Reason | Reading |", "|---|---|---|---|---|");
      for (const r of table.untraced)
        lines.push(`| \`${r.id}\` | ${cell(r.section)} | ${cell(r.rule)} | ${cell(r.reason)} | ${cell(r.reading ?? "")} |`);
    }
    lines.push("");
  }
  return lines.join("\n");
}
