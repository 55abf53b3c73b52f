import { expect, test, type Page } from "@playwright/test";
import personas from "../../fixtures/personas.json" with { type: "json" };
import { cumulativeLayoutShift, observeLayoutShifts, PHONE } from "../helpers/layout-shift";
import { expectNoAxeViolations } from "./accessibility";
import { passwordPersonas, signInAs, type PersonaKey } from "./helpers";

/**
 * Issue 11 goal 4 "Steady layout": every page of every persona, loaded on a phone (390 × 844,
 * CPU four times slower, slow network), shifts its layout by at most 0.02 (the sum of all
 * layout-shift entries without recent input, not a timing), its first car picture is never lazy,
 * and axe finds no violation on the pages the persona-blocks spec does not visit.
 */
const MAX_CLS = 0.02;

test.use({ ...PHONE });
/**
 * On CI's two busy cores a throttled page now and then receives nothing for a minute: its document
 * or its preloaded chunks stay unanswered while the same server answers the other workers' pages
 * at once (seen in the traces of three runs, always under Chromium's network throttling). Such a
 * walk is measured again; a layout shift still fails every attempt.
 */
test.describe.configure({ retries: process.env.CI ? 2 : 0 });
test.beforeEach(async ({ context }) => observeLayoutShifts(context));

/**
 * The pages whose layout depends on the persona: the subscription list and every deal page. The
 * home and invoices pages are the same for every customer of one audience but for the header's
 * name, so they are walked by the first persona of each audience only (the walk of every page of
 * every persona took ten minutes of CI's two cores).
 */
const audienceWalkers = new Set(["b2c", "b2b"].map((audience) => passwordPersonas.find((persona) => persona.audience === audience)?.key));

function pagesOf(persona: (typeof personas)[number]): string[] {
  const shared = audienceWalkers.has(persona.key) ? ["/de-DE", "/de-DE/myaccount/invoices"] : [];
  const pages = [...shared, "/de-DE/mycars"];
  for (const deal of persona.deals) {
    pages.push(`/de-DE/mycars/${deal.id}`);
    if ((deal.blocks as string[]).includes("mileage-action")) pages.push(`/de-DE/mycars/${deal.id}/mileage`);
  }
  return pages;
}

async function expectSteady(page: Page, path: string): Promise<void> {
  const { total, shifts } = await cumulativeLayoutShift(page, `/portal${path}`);
  expect(new URL(page.url()).pathname, "the page itself, not a redirect").toBe(`/portal${path}`);
  const described = shifts.map((shift) => `${shift.value.toFixed(3)} ${shift.sources.join(", ")}`);
  expect(total, `CLS of ${path}: ${described.join(" | ")}`).toBeLessThanOrEqual(MAX_CLS);
  // The picture at the top of the list and of a deal page is the largest paint on a phone.
  const firstCar = page.locator("main img[src*='/cars/']").first();
  if ((await firstCar.count()) > 0) {
    await expect(firstCar, `first car picture of ${path}`).not.toHaveAttribute("loading", "lazy");
    await expect(firstCar, `first car picture of ${path}`).toHaveAttribute("fetchpriority", "high");
  }
}

test("a visitor's home and sign-in pages hold still", async ({ page }) => {
  const paths = ["/de-DE", "/de-DE/login"];
  // Throttled loads and an axe scan each: the same time per page as the personas' walks below.
  test.setTimeout(15_000 * (paths.length + 1));
  for (const path of paths) {
    await expectSteady(page, path);
    await expectNoAxeViolations(page, path);
  }
});

for (const persona of passwordPersonas) {
  test(`${persona.name}: every page holds still on a phone`, async ({ page }) => {
    const pages = pagesOf(persona);
    // Throttled loads: a time per page (Anna's walk is eleven pages), and the sign-in's.
    test.setTimeout(20_000 * (pages.length + 1));
    await signInAs(page, persona.key as PersonaKey);
    for (const path of pages) {
      await expectSteady(page, path);
      // The list and the deal pages are checked in both locales by persona-blocks.spec.ts.
      if (!/\/mycars(\/deal-[^/]+)?$/.test(path)) await expectNoAxeViolations(page, path);
    }
  });
}
