import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/**
 * axe-core on the page as it stands (zero violations on every persona page), with
 * axe's default rules: WCAG 2.x A and AA and its best practices. A failure names each rule, its
 * help text and the elements it found.
 *
 * Run as cheaply as the same findings allow (a deal page 3.5 s → 0.8 s → 0.55 s of the browser's
 * CPU on this machine, and some eighty pages are scanned):
 * - axe builds a selector for every node of every result, passes included, unless only violations
 *   are asked for;
 * - a page without frames is scanned in place (the default mode opens a blank page of its own to
 *   merge the frames' partial results), with axe's source evaluated once per document:
 *   `AxeBuilder` evaluates its 500 KB twice per scan in that mode (`analyze` and `runLegacy` each
 *   inject it), 0.2 s of the renderer's CPU each time. The source is the one `@axe-core/playwright`
 *   ships, so the rules are the same as a page with frames gets through it.
 */
const OPTIONS: RunOptions = { resultTypes: ["violations"] };
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"), "utf8");

type Violations = AxeResults["violations"];
interface AxeRunner {
  run: (context: Document, options: RunOptions) => Promise<AxeResults>;
}

async function violationsInPlace(page: Page): Promise<Violations> {
  if (!(await page.evaluate("typeof window.axe?.run === 'function'"))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) => (window as unknown as { axe: AxeRunner }).axe.run(document, options).then((results) => results.violations),
    OPTIONS,
  );
}

export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const violations =
    page.frames().length === 1 ? await violationsInPlace(page) : (await new AxeBuilder({ page }).options(OPTIONS).analyze()).violations;
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
