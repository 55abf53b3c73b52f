/**
 * The spec's rules and the tests that check them (`tests/spec-rules/`, shown in
 * `docs/spec-rules.md`). Fails when a traced rule names no test, a test file that does not exist,
 * or a title that does not occur in that file; when an untraced rule gives no reason; when an id
 * is not unique or does not name its document and section; when a section of the spec is missing
 * from the progress list; and when `docs/spec-rules.md` is not the table's current rendering.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { specRuleTables } from "../spec-rules/index";
import { renderSpecRulesMarkdown } from "../spec-rules/render";
import type { SpecRule, SpecRuleTable, UntracedRule } from "../spec-rules/types";

const ROOT = join(import.meta.dirname, "..", "..");
const SEPARATOR = " › ";

const fileTexts = new Map<string, string | null>();
function fileText(path: string): string | null {
  if (!fileTexts.has(path)) fileTexts.set(path, existsSync(join(ROOT, path)) ? readFileSync(join(ROOT, path), "utf8") : null);
  return fileTexts.get(path) ?? null;
}

/** What is wrong with a test reference, or null. */
export function testRefProblem(ref: string, read: (path: string) => string | null = fileText): string | null {
  const at = ref.indexOf(SEPARATOR);
  if (at <= 0) return `"${ref}" is not "path${SEPARATOR}title words"`;
  const path = ref.slice(0, at);
  const title = ref.slice(at + SEPARATOR.length);
  if (!/\.(test\.tsx?|spec\.ts)$/.test(path)) return `${path} is not a test file (.test.ts, .test.tsx, .spec.ts)`;
  if (title.trim().length < 8) return `"${title}" is too short to name one test`;
  const text = read(path);
  if (text === null) return `${path} does not exist`;
  if (!text.includes(title)) return `${path} has no test titled "…${title}…"`;
  return null;
}

const docPrefix = (table: SpecRuleTable) => table.document.replace(/\.md$/, "");
const sectionNumber = (section: string) => /^§(\d+)\b/.exec(section)?.[1] ?? null;

function entryProblems(table: SpecRuleTable, entry: SpecRule | UntracedRule): string[] {
  const problems: string[] = [];
  const number = sectionNumber(entry.section);
  if (number === null) problems.push(`${entry.id}: section "${entry.section}" does not start with §<number>`);
  if (!new RegExp(`^${docPrefix(table)}-§${number ?? "\\d+"}-[a-z0-9]+(-[a-z0-9]+)*$`).test(entry.id))
    problems.push(`${entry.id}: not "${docPrefix(table)}-§${number ?? "N"}-kebab-words"`);
  if (entry.rule.trim().length < 10) problems.push(`${entry.id}: the rule is not said`);
  if (entry.reading !== undefined && entry.reading.trim().length < 10) problems.push(`${entry.id}: an empty reading`);
  return problems;
}

function specSections(document: string): string[] {
  const text = readFileSync(join(ROOT, "docs", "spec", document), "utf8");
  return [...text.matchAll(/^## (\d+)\. /gm)].map((match) => `§${match[1]}`);
}

describe("the spec rule tables (issue 38)", () => {
  const all = specRuleTables.flatMap((table) => [...table.rules, ...table.untraced]);

  it("cover both spec documents", () => {
    expect(specRuleTables.map((table) => table.document).sort()).toEqual(["account.md", "deals.md"]);
  });

  it("give every rule a unique id naming its document and section, and a rule", () => {
    const ids = all.map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(specRuleTables.flatMap((table) => [...table.rules, ...table.untraced].flatMap((entry) => entryProblems(table, entry)))).toEqual([]);
  });

  it.each(specRuleTables.map((table) => [table.document, table] as const))("%s: every traced rule names tests that exist", (_document, table) => {
    const problems = table.rules.flatMap((rule) =>
      rule.tests.length === 0
        ? [`${rule.id}: no test`]
        : rule.tests.flatMap((ref) => testRefProblem(ref) ?? []).map((problem) => `${rule.id}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(specRuleTables.map((table) => [table.document, table] as const))("%s: every untraced rule says why", (_document, table) => {
    const problems = table.untraced.filter((rule) => !/^(no test|product deviates: .{10,})/.test(rule.reason)).map((rule) => rule.id);
    expect(problems).toEqual([]);
  });

  it.each(specRuleTables.map((table) => [table.document, table] as const))(
    "%s: lists the progress of every section of the spec",
    (document, table) => {
      const listed = new Set(table.sections.map((s) => sectionNumber(s.section)).map((n) => `§${n}`));
      expect(specSections(document).filter((section) => !listed.has(section))).toEqual([]);
      const used = new Set([...table.rules, ...table.untraced].map((entry) => `§${sectionNumber(entry.section)}`));
      const pending = table.sections.filter((s) => s.status === "not yet traced").map((s) => s.section);
      expect(pending.filter((section) => used.has(section) && !section.includes(" "))).toEqual([]);
    },
  );

  it("docs/spec-rules.md is the tables' current rendering (else run `npx tsx scripts/spec-rules/write-md.ts`)", () => {
    expect(readFileSync(join(ROOT, "docs", "spec-rules.md"), "utf8")).toBe(renderSpecRulesMarkdown(specRuleTables));
  });
});

describe("testRefProblem", () => {
  const files: Record<string, string> = { "src/a.test.ts": 'it("refuses a bad zip with its code", () => {});' };
  const read = (path: string) => files[path] ?? null;
  it.each([
    ["src/a.test.ts › refuses a bad zip", null],
    ["src/a.test.ts › refuses a bad phone", 'src/a.test.ts has no test titled "…refuses a bad phone…"'],
    ["src/b.test.ts › refuses a bad zip", "src/b.test.ts does not exist"],
    ["src/a.ts › refuses a bad zip", "src/a.ts is not a test file (.test.ts, .test.tsx, .spec.ts)"],
    ["src/a.test.ts › zip", '"zip" is too short to name one test'],
    ["refuses a bad zip", '"refuses a bad zip" is not "path › title words"'],
  ])("%j → %j", (ref, problem) => {
    expect(testRefProblem(ref, read)).toBe(problem);
  });
});
