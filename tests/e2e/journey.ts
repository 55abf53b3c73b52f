import { expect, test, type Page } from "@playwright/test";

/**
 * Journeys (issue 36): after a flow wrote, every page that shows what changed tells the same
 * story, on a desktop and on a phone. A journey test does the action as the persona, then hands
 * the pages to `expectSameStory`: each is visited at 1440 × 900 and again at 390 × 844 in the same
 * signed-in context, and its check runs on both. The page must not overflow the phone either.
 */
export const WIDTHS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export interface StoryPage {
  /** A path under the origin, e.g. "/portal/de-DE/mycars". */
  path: string;
  /** What this page must say (and must not say) after the action. */
  check: (page: Page) => Promise<void>;
}

export async function expectSameStory(page: Page, pages: StoryPage[]): Promise<void> {
  const original = page.viewportSize();
  // Every visit is a page load: the test gets time for each, on top of its own.
  test.info().setTimeout(test.info().timeout + WIDTHS.length * pages.length * 10_000);
  try {
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const story of pages) {
        await test.step(`${story.path} at ${size.name}`, async () => {
          await page.goto(story.path);
          await story.check(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${story.path} overflows the ${size.name} by ${overflow}px`).toBeLessThanOrEqual(0);
        });
      }
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
