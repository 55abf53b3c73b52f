/**
 * Which rule of the spec is checked where. One table per spec document
 * (`deals.ts`, `account.ts`), written from the spec section by section; `docs/spec-rules.md` is
 * generated from them (`npx tsx scripts/spec-rules/write-md.ts`), and `tests/unit/spec-rules.test.ts`
 * fails when a rule names no test, a test file that does not exist, or a title that is not in it.
 */

/** The spec documents, as copied in `docs/spec/`. */
export type SpecDocument = "deals.md" | "account.md";

/**
 * A test that checks a rule: `path/to/file.test.ts › words of its title`. The words are a
 * substring of the title as written in the file (for `it.each` titles: of the template or the
 * surrounding `describe`), so a renamed or deleted test fails the check.
 */
export type TestRef = `${string} › ${string}`;

export interface SpecRule {
  /** Stable: `<document>-§<section number>-<kebab-case words>`, e.g. `deals-§9-return-change-free-5-days`. */
  id: string;
  /** The section and subsection, e.g. `§4 Return`. */
  section: string;
  /** One line, quoting or paraphrasing the spec. */
  rule: string;
  /** The unit table, BFF test or e2e test(s) that check it; at least one. */
  tests: readonly TestRef[];
  /** Where the spec is unclear: the reading chosen. */
  reading?: string;
}

/** A rule of the spec that no test checks yet, or that the product does not follow. */
export interface UntracedRule {
  id: string;
  section: string;
  rule: string;
  /** `no test: …` or `product deviates: …`. */
  reason: `no test${string}` | `product deviates: ${string}`;
  reading?: string;
}

/** How far a section of the spec has been traced rule by rule. */
export interface SectionProgress {
  /** `§4`, or a subsection `§2 Header`. */
  section: string;
  title: string;
  status: "traced" | "partly traced" | "not yet traced";
  note?: string;
}

export interface SpecRuleTable {
  document: SpecDocument;
  sections: readonly SectionProgress[];
  rules: readonly SpecRule[];
  untraced: readonly UntracedRule[];
}
