import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core on the page as it stands (zero violations on every persona page), with
 * axe's default rules: WCAG 2.x A and AA and its best practices. A failure names each rule, its
 * help text and the elements it found.
 *
 * Run as cheaply as the same findings allow (a deal page 3.5 s → 0.8 s on this machine, and some
 * sixty pages are scanned): axe builds a selector for every node of every result, passes included,
 * unless only violations are asked for; and a page without frames is scanned in place, where the
 * default mode opens a blank page of its own to merge the frames' partial results.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const found = violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(found, `axe on ${label}`).toEqual([]);
}
