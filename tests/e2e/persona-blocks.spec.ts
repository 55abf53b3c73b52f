import { expect, test, type Page } from "@playwright/test";
import { DEAL_BLOCK_NAMES, DEAL_BLOCKS, LIST_BLOCK_NAMES, LIST_BLOCKS, type BlockFinder } from "../helpers/deal-blocks";
import { blockWalks, type SampleLocale } from "../helpers/persona-sample";
import { expectNoAxeViolations } from "./accessibility";
import { signInAs, type PersonaKey } from "./helpers";

/**
 * The subscription list shows exactly the banners and each vehicle-details page exactly the blocks
 * `fixtures/personas.json` lists, and none of the others; axe finds no violation on any of these
 * pages, nor in the transition-car modal.
 *
 * How the sample covers everything (`tests/helpers/persona-sample.ts`): one deal page per
 * distinct (audience, block set) and one list per distinct (audience, banners, with or without
 * deals), each in de-DE; in en-US the fewest of those samples that show every block and banner, and
 * the one showing fewest. Every page checks every block present or absent, so each block is seen
 * both ways in both locales. That the other deals of a group render the same modules as the sampled
 * one is proven without a browser (`tests/unit/persona-sample.test.ts`).
 */
function locate(page: Page, finder: BlockFinder, locale: SampleLocale) {
  const main = page.locator("main");
  if ("banner" in finder) return main.locator(`[data-banner="${finder.banner}"]`);
  if ("term" in finder) return main.locator("dt").getByText(finder.term[locale], { exact: true });
  if (finder.role === "dialog") return page.getByRole("dialog", { name: finder.name[locale] });
  return main.getByRole(finder.role, { name: finder.name[locale], exact: true });
}

for (const walk of blockWalks()) {
  const { persona } = walk;
  for (const locale of ["de-DE", "en-US"] as const) {
    const showsList = walk.list.includes(locale);
    const deals = walk.deals.filter((sample) => sample.locales.includes(locale)).map((sample) => sample.deal);
    if (!showsList && deals.length === 0) continue;
    const pages = [...(showsList ? ["the list"] : []), ...deals.map((deal) => deal.id)].join(", ");
    test(`${persona.name} (${persona.audience.toUpperCase()}), ${locale}: ${pages} show their blocks`, async ({ page }) => {
      // A time per page, each with an axe run.
      test.setTimeout(20_000 * (deals.length + 2));
      await signInAs(page, persona.key as PersonaKey);
      if (showsList) {
        await page.goto(`/portal/${locale}/mycars`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
        for (const banner of LIST_BLOCK_NAMES) {
          await expect(locate(page, LIST_BLOCKS[banner], locale), `list: ${banner}`).toHaveCount(
            (persona.listBlocks as string[]).includes(banner) ? 1 : 0,
          );
        }
        await expectNoAxeViolations(page, `${locale}/mycars`);
      }

      for (const deal of deals) {
        await page.goto(`/portal/${locale}/mycars/${deal.id}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
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
