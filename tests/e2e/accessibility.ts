import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core on the page as it stands (zero violations on every persona page), with
 * axe's default rules: WCAG 2.x A and AA and its best practices. A failure names each rule, its
 * help text and the elements it found.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
