import { expect, test, type Page } from "@playwright/test";
import personas from "../../fixtures/personas.json" with { type: "json" };
import { DEAL_BLOCK_NAMES, DEAL_BLOCKS, type DealBlock } from "../helpers/deal-blocks";
import { signInAs, type PersonaKey } from "./helpers";

/**
 * Every persona's deals in en-US: each vehicle-details page shows exactly the optional blocks
 * `fixtures/personas.json` lists for it, and none of the others.
 */
function locate(page: Page, block: DealBlock) {
  const spec = DEAL_BLOCKS[block];
  const main = page.locator("main");
  if ("term" in spec) return main.locator("dt").getByText(spec.term, { exact: true });
  if (spec.role === "dialog") return page.getByRole("dialog", { name: spec.name });
  // The appraisal banner is the offer until one is booked, then the booking (either is the block).
  const name = block === "pre-return-appraisal" ? /^(Appraisal before the return|Pre-return appraisal booked)$/ : spec.name;
  return main.getByRole(spec.role, { name, exact: true });
}

for (const persona of personas.filter((p) => p.deals.length > 0)) {
  test(`${persona.name}: each deal page shows its blocks in en-US`, async ({ page }) => {
    await signInAs(page, persona.key as PersonaKey);
    for (const deal of persona.deals) {
      await page.goto(`/portal/en-US/mycars/${deal.id}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
      const modal = locate(page, "transition-car-modal");
      if ((deal.blocks as string[]).includes("transition-car-modal")) {
        await expect(modal).toBeVisible();
        await page.keyboard.press("Escape");
      }
      await expect(modal).toHaveCount(0);
      await expect(page.locator("main").getByRole("heading", { level: 1 })).toBeVisible();
      for (const block of DEAL_BLOCK_NAMES.filter((name) => name !== "transition-car-modal")) {
        const expected = (deal.blocks as string[]).includes(block);
        await expect(locate(page, block), `${deal.id}: ${block}`).toHaveCount(expected ? 1 : 0);
      }
    }
  });
}
