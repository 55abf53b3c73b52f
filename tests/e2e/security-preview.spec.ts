import { readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { EDITOR_APP_ORIGIN, ORIGIN, PLAIN_PORT } from "../../playwright.config";

/**
 * Draft mode only where preview is configured, started through the preview route
 * within the hour, below the portal's path. Next's draft-mode cookie holds one value per build,
 * and anyone with the build output can read it.
 */
const BYPASS_VALUE: string = JSON.parse(readFileSync(".next/prerender-manifest.json", "utf8")).preview.previewModeId;
const PUBLISHED_TITLE = "Willkommen in deinem Kundenportal";
const DRAFT_TITLE = "Willkommen in deinem neuen Kundenportal (Entwurf)";
const PLAIN = `http://localhost:${PLAIN_PORT}`;
/** The main server: preview configured, bundled fixtures no other test changes. */
const WITH_PREVIEW = ORIGIN;

async function addBypassCookie(context: BrowserContext, origin: string) {
  await context.addCookies([{ name: "__prerender_bypass", value: BYPASS_VALUE, url: `${origin}/`, sameSite: "None", secure: true }]);
}

async function expectPublishedOnly(page: Page) {
  await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
  await expect(page.getByRole("heading", { name: DRAFT_TITLE })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Vorschau" })).toHaveCount(0);
  await expect(page.getByRole("note", { name: "Unsupported module legacyCarousel" })).toHaveCount(0);
  await expect(page.locator("[data-contentful-field-id], [data-contentful-entry-id]")).toHaveCount(0);
}

test.describe("draft preview (issue 9 item 7)", () => {
  test("the build's bypass value shows no drafts, no inspector and no gallery where preview is not configured", async ({ page, context }) => {
    expect(BYPASS_VALUE).toMatch(/^[0-9a-f]{32}$/);
    await addBypassCookie(context, PLAIN);
    const home = await page.goto(`${PLAIN}/portal/de-DE`);
    expect(home?.status()).toBe(200);
    await expectPublishedOnly(page);
    expect((await page.goto(`${PLAIN}/portal/en-US/module-gallery`))?.status()).toBe(404);
    expect((await page.request.get(`${PLAIN}/portal/api/preview?entry=home-welcome`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test("where preview is configured, the bypass value alone is not enough either", async ({ page, context }) => {
    await addBypassCookie(context, WITH_PREVIEW);
    await page.goto(`${WITH_PREVIEW}/portal/de-DE`);
    await expectPublishedOnly(page);
    expect((await page.goto(`${WITH_PREVIEW}/portal/en-US/module-gallery`))?.status()).toBe(404);
  });

  test("the preview route's cookies last an hour, below /portal, SameSite=Lax on http; exit removes them", async ({ page, context }) => {
    const start = await page.request.get(`${WITH_PREVIEW}/portal/api/preview?secret=e2e-preview-secret&entry=home-welcome`, { maxRedirects: 0 });
    expect(start.status()).toBe(307);
    const setCookies = start
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(setCookies).toHaveLength(2);
    for (const name of ["__prerender_bypass", "portal-preview"]) {
      const cookie = setCookies.find((value) => value.startsWith(`${name}=`)) ?? "";
      expect(cookie, name).toMatch(/; Path=\/portal(;|$)/);
      expect(cookie, name).toMatch(/; Max-Age=3600(;|$)/);
      expect(cookie, name).toMatch(/; HttpOnly(;|$)/i);
      expect(cookie, name).toMatch(/; SameSite=lax(;|$)/i);
      expect(cookie, name).not.toMatch(/; Secure/i);
    }

    // Sent below the portal only: none for the host's root.
    expect((await context.cookies(`${WITH_PREVIEW}/`)).map((cookie) => cookie.name)).not.toContain("portal-preview");
    const cookies = await context.cookies(`${WITH_PREVIEW}/portal/de-DE`);
    expect(cookies.filter((cookie) => ["__prerender_bypass", "portal-preview"].includes(cookie.name)).map((cookie) => cookie.path)).toEqual([
      "/portal",
      "/portal",
    ]);
    const preview = await page.goto(`${WITH_PREVIEW}/portal/de-DE`);
    await expect(page.getByRole("heading", { name: DRAFT_TITLE })).toBeVisible();
    // Contentful shows the preview in an iframe, and the module gallery its examples; no one else may
    // frame it (this server names its stand-in, `CONTENTFUL_APP_ORIGIN`).
    expect(preview?.headers()["content-security-policy"]).toMatch(new RegExp(`frame-ancestors 'self' ${EDITOR_APP_ORIGIN}$`));

    await page.goto(`${WITH_PREVIEW}/portal/api/preview/exit`);
    await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
    expect((await context.cookies(`${WITH_PREVIEW}/portal/de-DE`)).map((cookie) => cookie.name)).toEqual(
      expect.not.arrayContaining(["portal-preview", "__prerender_bypass"]),
    );
    const after = await page.goto(`${WITH_PREVIEW}/portal/de-DE`);
    expect(after?.headers()["content-security-policy"]).toMatch(/frame-ancestors 'none'$/);
  });
});
