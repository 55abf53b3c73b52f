import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./helpers";

/** deals.md §2 and §4: the app smart banner, on a phone, for a signed-in customer. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const banner = (page: Page) => page.getByRole("complementary", { name: "App-Hinweis" });
/** After hydration the banner has decided: shown, suppressed or expired. */
const decided = (page: Page, state: "suppressed" | "expired") => expect(page.locator(`[data-app-banner="${state}"]`)).toHaveCount(1);

test("a signed-in customer on a phone is offered the current page in the app, and can close the offer", async ({ page }) => {
  await page.goto("/portal/de-DE");
  await expect(page.getByRole("heading", { name: "Willkommen in deinem Kundenportal" })).toBeVisible();
  // Visitors: no session to continue in the app, so not even the banner's marker is rendered.
  await expect(page.locator("[data-app-banner]")).toHaveCount(0);

  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("link", { name: "In der App öffnen" })).toHaveAttribute("href", "autoabo://portal/de-DE/mycars");
  // On a phone it is a strip at the foot of the screen: the title and a short button; a small
  // tablet has room for the sentence and the whole label.
  const sentence = banner(page).getByText("Alles rund um dein Abo – auch unterwegs.");
  for (const size of [
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ]) {
    await page.setViewportSize(size);
    await expect(sentence).toBeHidden();
    await expect(banner(page).getByText("Öffnen", { exact: true })).toBeVisible();
    const strip = await banner(page).boundingBox();
    expect(strip!.height, `the banner's height at ${size.width} × ${size.height}`).toBeLessThanOrEqual(96);
  }
  await page.setViewportSize({ width: 800, height: 1024 });
  await expect(sentence).toBeVisible();
  await expect(banner(page).getByText("In der App öffnen", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await banner(page).getByRole("button", { name: "Hinweis schließen" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await decided(page, "suppressed");
  await expect(banner(page)).toHaveCount(0);
});

test("no_banner=true suppresses it, also on the pages visited afterwards", async ({ page }) => {
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars/deal-anna-active?no_banner=true");
  await decided(page, "suppressed");
  await expect(banner(page)).toHaveCount(0);
  await page.goto("/portal/de-DE/mycars");
  await decided(page, "suppressed");
  await expect(banner(page)).toHaveCount(0);
});

test("it hides once half of the session's lifetime has passed", async ({ page }) => {
  await signInAs(page, "anna");
  // better-auth sessions last 7 days: 3.5 days after sign-in the banner is gone.
  await page.clock.install({ time: Date.now() + 3.6 * 24 * 3600 * 1000 });
  await page.goto("/portal/de-DE/mycars");
  await decided(page, "expired");
  await expect(banner(page)).toHaveCount(0);
});

test("on a wide screen there is no app banner", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "anna");
  await page.goto("/portal/de-DE/mycars");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
