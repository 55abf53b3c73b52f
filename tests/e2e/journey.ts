import { expect, test, type Page } from "@playwright/test";

/**
 * Journeys: after a flow wrote, every page that shows what changed tells the same
 * story, on a desktop and on a phone, in English and in German. A journey test does the action as
 * the persona, then hands the pages to `expectSameStory`: each is visited twice in the same
 * signed-in context, at 1440 × 900 in English (en-DE unless the call names en-US) and at 390 × 844
 * in German, whose longer words are the ones a phone must fit. So every page is checked in both
 * languages and at both widths without a third or fourth load. The page must not overflow either.
 *
 * Who walks which flow, private (B2C, "du") and business (B2B, "Sie" checked on every German page):
 * | flow                               | B2C journey                            | B2B journey                              |
 * |------------------------------------|----------------------------------------|------------------------------------------|
 * | delivery / handover change         | handover.spec (Dora: change, delay)    | handover.spec (Bernd, fleet manager)     |
 * | return                             | return.spec (Anna)                     | shared-return.spec (Rolf, two cars)      |
 * | mileage report                     | mileage-report.spec (Anna)             | mileage-report.spec (Mareike)            |
 * | mileage package upgrade            | mileage-upgrade.spec (Paul, Anna)      | mileage-upgrade.spec (Bernd)             |
 * | insurance, one-time kilometres     | insurance-addons.spec (Vera)           | insurance-addons.spec (Mareike)          |
 * | damage report                      | report-damage.spec (Anna)              | report-damage.spec (Bernd)               |
 * | service request                    | schedule-service.spec (Anna)           | schedule-service.spec (Bernd)            |
 * | prolongation                       | prolongation.spec (Pia)                | prolongation.spec (Viktor)               |
 * | buy offer                          | buy-car.spec (Kai)                     | buy-car.spec (Mareike)                   |
 * | swap                               | swap-and-bridging.spec (Sina)          | no writing endpoint in the portal        |
 * | deposit refund                     | deposit-refund.spec (Anna)             | deposit-refund.spec (Berta)              |
 * | contact / company data             | my-account.spec (Konrad)               | my-account.spec (Bernd, company)         |
 * | password                           | my-account.spec (Petra)                | my-account.spec (Sven, driver)           |
 * | drivers                            | drivers.spec (Otto)                    | drivers.spec (Bernd)                     |
 * | payment method                     | payment-methods.spec (Anna)            | payment-methods.spec (Bernd, SEPA)       |
 * | loyalty redemption, referral       | loyalty.spec (Gero, Anna)              | the same page in "Sie" (account-visibility table) |
 * | newsletter                         | site-chrome.spec (a visitor)           | no audience before sign-in               |
 * | account deletion                   | account-deletion.spec (Dana)           | account-deletion.spec (Doris, driver)    |
 */
export const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

/** The locales a journey reads its pages in: German on the phone, English on the desktop. */
export type StoryLocale = "de-DE" | "en-DE" | "en-US";
export type EnglishLocale = Exclude<StoryLocale, "de-DE">;

export interface StoryPage {
  /** The page's path in a locale, e.g. `(locale) => \`/portal/${locale}/mycars\``. */
  path: (locale: StoryLocale) => string;
  /** What this page must say (and must not say) after the action, in the locale it was opened in. */
  check: (page: Page, locale: StoryLocale) => Promise<void>;
}

/** A portal page's path in the locale: `portalPath("/mycars")("en-DE")` is "/portal/en-DE/mycars". */
export const portalPath =
  (path: string) =>
  (locale: StoryLocale): string =>
    `/portal/${locale}${path}`;

/** The German or the English of a text table, for the locale a page was opened in. */
export function inLocale<T>(locale: StoryLocale, texts: { de: T; en: T }): T {
  return locale === "de-DE" ? texts.de : texts.en;
}

/** German "du" forms: a business customer is addressed as "Sie" on every page (account.md §6 "wording ('Sie' in business)"). */
const INFORMAL = /\b(?:[Dd]u|[Dd]ich|[Dd]ir|[Dd]ein(?:e|en|em|er|es)?)\b/;

/** The German page speaks to a business customer in "Sie": no "du", "dein", "dir" in its main part. */
export async function expectFormalAddress(page: Page): Promise<void> {
  const text = await page.locator("main").innerText();
  const informal = INFORMAL.exec(text);
  expect(informal ? text.slice(Math.max(0, informal.index - 60), informal.index + 60) : null, "a 'du' on a business customer's page").toBeNull();
}

export interface StoryOptions {
  /** The English the desktop reads the pages in: en-DE (the German market's) unless en-US is named. */
  english?: EnglishLocale;
  /** "b2b": the persona is a business customer, and each German page must say "Sie", never "du". */
  audience?: "b2c" | "b2b";
}

export async function expectSameStory(page: Page, pages: StoryPage[], { english = "en-DE", audience = "b2c" }: StoryOptions = {}): Promise<void> {
  const original = page.viewportSize();
  const visits = [
    { ...WIDTHS[0], locale: english },
    { ...WIDTHS[1], locale: "de-DE" as const },
  ];
  // Every visit is a page load: the test gets time for each, on top of its own.
  test.info().setTimeout(test.info().timeout + visits.length * pages.length * 10_000);
  try {
    for (const visit of visits) {
      await page.setViewportSize({ width: visit.width, height: visit.height });
      for (const story of pages) {
        const path = story.path(visit.locale);
        await test.step(`${path} at ${visit.name}`, async () => {
          await page.goto(path);
          await story.check(page, visit.locale);
          if (audience === "b2b" && visit.locale === "de-DE") await expectFormalAddress(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} overflows the ${visit.name} by ${overflow}px`).toBeLessThanOrEqual(0);
        });
      }
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
