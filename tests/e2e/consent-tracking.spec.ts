import { expect, test, type Page, type Request } from "@playwright/test";
import { expectSoundLayoutHere } from "../helpers/layout-check";
import { observeLayoutShifts } from "../helpers/layout-shift";
import { expectNoAxeViolations } from "./accessibility";
import { asClient, persona } from "./helpers";

/**
 * Tracking, "nothing sent before the visitor's consent (a consent banner from content)":
 * a first visit sees the banner, no event reaches the collector before a choice, "accept all" sends
 * what waited and what follows (stored: the collector answers 200), "only necessary" sends nothing,
 * the choice survives a reload, the banner is reached by keyboard, is accessible and moves nothing.
 */

const COLLECTOR = "/portal/api/bff/tracking-events";

/** Every request to the collector, with what it carried and how it was answered. */
function collectorRequests(page: Page) {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === COLLECTOR) seen.push(request);
  });
  return {
    seen,
    names: () => seen.map((request) => (request.postDataJSON() as { name: string }).name),
  };
}

/** The page's layout shifts from the first paint (the shared observer), each naming what moved. */
async function recordLayoutShift(page: Page) {
  await observeLayoutShifts(page.context());
  return () => page.evaluate(() => window.__layoutShift?.shifts ?? []);
}

/**
 * What a second and a half would bring, without waiting for it: the page's clock jumps ahead (the
 * list view's 1 s debounce fires), then a frame goes by, in which a request sent would be seen.
 * The clock is installed before the page loads (`page.clock.install()`); time flows as usual otherwise.
 */
async function letTimersRun(page: Page) {
  await page.clock.fastForward(1_500);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "portal-cookie-consent");

test.describe("a first visit", () => {
  // No consent cookie here (the config gives every other context one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test("de-DE: nothing is sent before consent; accepting by keyboard sends the waiting list view and stores it; the choice survives a reload", async ({
    page,
  }) => {
    const collector = collectorRequests(page);
    const layoutShift = await recordLayoutShift(page);
    await page.clock.install();
    await page.goto("/portal/de-DE/subscribe");
    const banner = page.getByRole("region", { name: "Cookies und Tracking" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Vor deiner Wahl wird nichts erfasst");
    await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/portal/de-DE/privacy");

    // The list view (debounced 1 s) and the cards seen at 0.8 happen now, but wait in the page.
    await letTimersRun(page);
    expect(collector.seen).toEqual([]);
    expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);
    expect(await layoutShift()).toEqual([]);

    // First in the page: the first Tab lands in the banner; its buttons take Enter.
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Datenschutzerklärung" })).toBeFocused();
    await page.keyboard.press("Tab");
    const accept = banner.getByRole("button", { name: "Alle akzeptieren" });
    await expect(accept).toBeFocused();
    const stored = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === COLLECTOR && (response.request().postDataJSON() as { name: string }).name === "Product List Viewed",
    );
    await page.keyboard.press("Enter");
    await expect(banner).toBeHidden();
    const answer = await stored;
    // 200 is answered once the event's row is written (`bff/tracking/tracking-service.ts`); the body of
    // a keepalive request is not readable through the DevTools protocol, so the status is the check.
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toMatchObject({ name: "Product List Viewed", page: "/portal/de-DE/subscribe" });
    // A card is seen once 80 % of it is on screen, once per card however often it scrolls by.
    const firstCard = page.getByTestId("car-results").locator("[data-car-group]").first();
    await firstCard.scrollIntoViewIfNeeded();
    await expect.poll(collector.names).toContain("Product Card Viewed");
    const cardViews = () => collector.names().filter((name) => name === "Product Card Viewed").length;
    const seenOnce = cardViews();
    await page.mouse.wheel(0, -3_000);
    await firstCard.scrollIntoViewIfNeeded();
    await letTimersRun(page);
    const firstCardViews = collector.seen.filter((request) => {
      const body = request.postDataJSON() as { name: string; properties: { position?: number } };
      return body.name === "Product Card Viewed" && body.properties.position === 1;
    });
    expect(firstCardViews).toHaveLength(1);
    expect(cardViews()).toBeGreaterThanOrEqual(seenOnce);
    expect(await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event))).toContain("Product List Viewed");
    expect((await consentCookie(page))?.value).toBe("all");
    expect((await consentCookie(page))?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);

    // Reloaded: no banner, and the next events go out at once.
    const before = collector.seen.length;
    await page.reload();
    await expect(page.getByTestId("car-results")).toBeVisible();
    await expect.poll(() => collector.seen.length, { timeout: 5_000 }).toBeGreaterThan(before);
    await expect(banner).toHaveCount(0);
    expect(await layoutShift()).toEqual([]);
  });

  test("en-US: only necessary sends nothing, now or after a reload; Cookie settings in the footer opens the banner again, focused", async ({
    page,
  }) => {
    const collector = collectorRequests(page);
    await page.clock.install();
    await page.goto("/portal/en-US/subscribe");
    const banner = page.getByRole("region", { name: "Cookies and tracking" });
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Only necessary" }).click();
    await expect(banner).toBeHidden();
    await page.mouse.wheel(0, 1_500);
    await letTimersRun(page);
    await page.reload();
    await expect(page.getByTestId("car-results")).toBeVisible();
    await expect(banner).toHaveCount(0);
    await letTimersRun(page);
    expect(collector.seen).toEqual([]);
    expect((await consentCookie(page))?.value).toBe("necessary");

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await banner.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toBeHidden();
    expect((await consentCookie(page))?.value).toBe("all");
  });

  for (const [locale, title, path] of [
    ["de-DE", "Cookies und Tracking", "privacy"],
    ["en-US", "Cookies and tracking", "subscribe"],
  ] as const) {
    test(`${locale}: the open banner passes axe (/${path})`, async ({ page }) => {
      await page.goto(`/portal/${locale}/${path}`);
      await expect(page.getByRole("region", { name: title })).toBeVisible();
      await expectNoAxeViolations(page, `the consent banner (${locale})`);
    });
  }

  test("a refused event never reaches the store: the collector answers 422 to a name outside the catalogue", async ({ page }) => {
    await page.goto("/portal/de-DE/privacy");
    const answer = await page.request.post(COLLECTOR, {
      data: { name: "Page Viewed", properties: {}, page: "/portal/de-DE/privacy", occurredAt: new Date().toISOString() },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(answer.status()).toBe(422);
    expect(await answer.json()).toMatchObject({ error: "invalid_request" });
  });
});

test.describe("a first visit on a phone", () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("de-DE: the banner fits the screen, is tapped away, and the footer's Cookie-Einstellungen brings it back", async ({ page }) => {
    const collector = collectorRequests(page);
    const layoutShift = await recordLayoutShift(page);
    await page.clock.install();
    await page.goto("/portal/de-DE");
    const banner = page.getByRole("region", { name: "Cookies und Tracking" });
    await expect(banner).toBeInViewport({ ratio: 1 });
    expect(await banner.evaluate((element) => element.getBoundingClientRect().width <= window.innerWidth)).toBe(true);
    const accept = banner.getByRole("button", { name: "Alle akzeptieren" });
    const necessary = banner.getByRole("button", { name: "Nur notwendige" });
    await expect(accept).toBeInViewport();
    await expect(necessary).toBeInViewport();
    await necessary.tap();
    await expect(banner).toBeHidden();
    expect(await layoutShift()).toEqual([]);
    expect((await consentCookie(page))?.value).toBe("necessary");
    await letTimersRun(page);
    expect(collector.seen).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).tap();
    await expect(banner).toBeInViewport();
    await accept.tap();
    await expect(banner).toBeHidden();
    expect((await consentCookie(page))?.value).toBe("all");
  });
});

/**
 * The banner covered the sign-in dialog that "Zu meinen Abos", deep links and the
 * reset's success land on: on a desktop it hid "Weiter" and "Alle akzeptieren" closed the dialog
 * instead of choosing; on a phone it covered the email field. Both now work, at both widths.
 */
test.describe("the banner over the sign-in dialog", () => {
  test.use({ storageState: { cookies: [], origins: [] }, ...asClient(26) });
  for (const size of [
    { name: "desktop", width: 1440, height: 900 },
    { name: "phone", width: 390, height: 844 },
  ]) {
    test(`${size.name}: the dialog is clear of the banner, a choice in the banner keeps the dialog open, and the sign-in goes on`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await page.goto("/portal/de-DE?login=true&next=%2Fde-DE%2Fmycars");
      const dialog = page.getByRole("dialog", { name: "Anmelden" });
      const banner = page.getByTestId("consent-banner");
      await expect(dialog).toBeVisible();
      await expect(banner).toBeVisible();
      const accept = banner.getByRole("button", { name: "Alle akzeptieren", includeHidden: true });
      await expect(accept).toBeEnabled();
      // Above the modal and usable, so not hidden from a screen reader either.
      await expect(banner).not.toHaveAttribute("aria-hidden", "true");
      await expect(page.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
      // Nothing of the dialog under the banner; the dialog inside the viewport.
      await expectSoundLayoutHere(page, "the sign-in dialog with the consent banner");
      const [dialogBox, bannerBox] = [(await dialog.boundingBox())!, (await banner.boundingBox())!];
      expect(dialogBox.y + dialogBox.height, "the dialog ends above the banner").toBeLessThanOrEqual(bannerBox.y);

      await accept.click();
      await expect(banner).toBeHidden();
      await expect(dialog, "a choice in the banner is no click outside the dialog").toBeVisible();
      expect((await page.context().cookies()).find((cookie) => cookie.name === "portal-cookie-consent")?.value).toBe("all");

      await dialog.getByLabel("E-Mail-Adresse").fill(persona("anna").email);
      await dialog.getByRole("button", { name: "Weiter" }).click();
      await expect(dialog.getByLabel("Passwort")).toBeVisible();
    });
  }
});

test("every other context starts with the consent given, those of browser.newContext() too, on the page paths only", async ({ browser, context }) => {
  const other = await browser.newContext();
  for (const cookies of [await context.cookies(), await other.cookies()]) {
    const consent = cookies.filter((cookie) => cookie.name === "portal-cookie-consent");
    expect(consent.map((cookie) => cookie.value)).toContain("all");
    expect(consent.every((cookie) => cookie.path.startsWith("/portal/"))).toBe(true);
  }
  await other.close();
});
