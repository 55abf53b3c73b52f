import { expect, test, type Page } from "@playwright/test";
import { cumulativeLayoutShift, observeLayoutShifts, PHONE } from "../helpers/layout-shift";
import { passwordPersonas, sampleDealPages, sampleListPages, type Persona } from "../helpers/persona-sample";
import { expectNoAxeViolations } from "./accessibility";
import { signInAs, type PersonaKey } from "./helpers";

/**
 * Issue 11 goal 4 "Steady layout": the pages of the personas, loaded on a phone (390 × 844, CPU four
 * times slower, slow network), shift their layout by at most 0.02 (the sum of all layout-shift
 * entries without recent input, not a timing), their first car picture is never lazy, and axe
 * finds no violation on the pages the persona-blocks spec does not visit.
 *
 * How the sample covers every layout (issue 34, `tests/helpers/persona-sample.ts`): a page's layout
 * follows the blocks it shows, so one deal page per distinct (audience, block set) and one list per
 * distinct (audience, banners, with or without deals) is walked; the home, invoices and mileage
 * pages, the same for every customer of one audience but for the data, by the first persona of each
 * audience (the mileage page with that audience's first deal that offers it).
 */
const MAX_CLS = 0.02;

test.use({ ...PHONE });
test.beforeEach(async ({ context }) => observeLayoutShifts(context));

function walks(): Map<Persona, string[]> {
  const pages = new Map<Persona, string[]>();
  const add = (persona: Persona, path: string) => pages.set(persona, [...(pages.get(persona) ?? []), path]);
  for (const audience of ["b2c", "b2b"]) {
    const first = passwordPersonas.find((persona) => persona.audience === audience);
    if (first) for (const path of ["/de-DE", "/de-DE/myaccount/invoices"]) add(first, path);
    const mileage = passwordPersonas
      .filter((persona) => persona.audience === audience)
      .flatMap((persona) => persona.deals.map((deal) => ({ persona, deal })))
      .find(({ deal }) => (deal.blocks as string[]).includes("mileage-action"));
    if (mileage) add(mileage.persona, `/de-DE/mycars/${mileage.deal.id}/mileage`);
  }
  for (const { persona } of sampleListPages()) add(persona, "/de-DE/mycars");
  for (const { persona, deal } of sampleDealPages()) add(persona, `/de-DE/mycars/${deal.id}`);
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

for (const [persona, pages] of walks()) {
  for (const path of pages) {
    test(`${persona.name}: ${path} holds still on a phone`, async ({ page }) => {
      // A throttled load, and the sign-in's.
      test.setTimeout(40_000);
      await signInAs(page, persona.key as PersonaKey);
      await expectSteady(page, path);
      // The list and the deal pages are checked in both locales by persona-blocks.spec.ts.
      if (!/\/mycars(\/deal-[^/]+)?$/.test(path)) await expectNoAxeViolations(page, path);
    });
  }
}
