import { expect, test, type Page } from "@playwright/test";
import { BLOCK_LOCALES, DEAL_BLOCK_NAMES, DEAL_BLOCKS, LIST_BLOCK_NAMES, LIST_BLOCKS, type BlockFinder } from "../helpers/deal-blocks";
import { expectNoAxeViolations } from "./accessibility";
import { passwordPersonas, signInAs, type PersonaKey } from "./helpers";

/**
 * Every persona, in de-DE and en-US: the subscription list shows exactly the banners and each
 * vehicle-details page exactly the blocks `fixtures/personas.json` lists, and none of the others;
 * axe finds no violation on any of these pages (issue 11), nor in the transition-car modal.
 */
type Locale = (typeof BLOCK_LOCALES)[number];

function locate(page: Page, finder: BlockFinder, locale: Locale) {
  const main = page.locator("main");
  if ("banner" in finder) return main.locator(`[data-banner="${finder.banner}"]`);
  if ("term" in finder) return main.locator("dt").getByText(finder.term[locale], { exact: true });
  if (finder.role === "dialog") return page.getByRole("dialog", { name: finder.name[locale] });
  return main.getByRole(finder.role, { name: finder.name[locale], exact: true });
}

for (const locale of BLOCK_LOCALES) {
  // A social-login persona (no password) cannot sign in on the embedded defaults (issue 17).
  for (const persona of passwordPersonas) {
    test(`${persona.name} (${persona.audience.toUpperCase()}), ${locale}: the list and each deal page show their blocks`, async ({ page }) => {
      // A time per page, each with an axe run (Anna's walk is the list and five deals).
      test.setTimeout(20_000 * (persona.deals.length + 2));
      await signInAs(page, persona.key as PersonaKey);
      await page.goto(`/portal/${locale}/mycars`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
      for (const banner of LIST_BLOCK_NAMES) {
        await expect(locate(page, LIST_BLOCKS[banner], locale), `list: ${banner}`).toHaveCount(
          (persona.listBlocks as string[]).includes(banner) ? 1 : 0,
        );
      }
      await expectNoAxeViolations(page, `${locale}/mycars`);

      for (const deal of persona.deals) {
        await page.goto(`/portal/${locale}/mycars/${deal.id}`);
        const blocks = deal.blocks as string[];
        const modal = locate(page, DEAL_BLOCKS["transition-car-modal"], locale);
        if (blocks.includes("transition-car-modal")) {
          await expect(modal).toBeVisible();
          await expectNoAxeViolations(page, `${deal.id} with the transition-car modal`);
          await page.keyboard.press("Escape");
        }
        await expect(modal).toHaveCount(0);
        await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
        for (const block of DEAL_BLOCK_NAMES.filter((name) => name !== "transition-car-modal")) {
          await expect(locate(page, DEAL_BLOCKS[block], locale), `${deal.id}: ${block}`).toHaveCount(blocks.includes(block) ? 1 : 0);
        }
        await expectNoAxeViolations(page, `${locale}/mycars/${deal.id}`);
      }
    });
  }
}
