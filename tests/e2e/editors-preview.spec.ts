import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ORIGIN } from "../../playwright.config";

/**
 * Issue 41: what editors see in draft mode. Contentful shows the preview in an iframe of its web
 * app and talks to it with the live-preview SDK's messages; here a page served as
 * https://app.contentful.com (routed by Playwright) is that parent and speaks the same protocol.
 */
const CONTENTFUL_APP = "https://app.contentful.com";
const DRAFT_TITLE = "Willkommen in deinem neuen Kundenportal (Entwurf)";

interface SdkMessage {
  method: string;
  id?: string;
  config?: string;
  elements?: { isHovered: boolean; attributes: Record<string, string> | null }[];
}

/** Starts draft mode; the cookies then go cross-site into Contentful's iframe, as on https (SameSite=None; Secure). */
async function startDraftPreview(page: Page, context: BrowserContext) {
  expect((await page.request.get(`${ORIGIN}/portal/api/preview?secret=e2e-preview-secret&entry=home-welcome`, { maxRedirects: 0 })).status()).toBe(
    307,
  );
  const draft = (await context.cookies(`${ORIGIN}/portal`)).filter((cookie) => ["__prerender_bypass", "portal-preview"].includes(cookie.name));
  expect(draft).toHaveLength(2);
  await context.addCookies(draft.map((cookie) => ({ ...cookie, sameSite: "None" as const, secure: true })));
}

async function sdkMessages(page: Page): Promise<SdkMessage[]> {
  return page.evaluate(() => (window as unknown as { received: SdkMessage[] }).received);
}

async function postToPreview(page: Page, message: Record<string, unknown>) {
  await page.evaluate(
    ([data, origin]) =>
      (document.getElementById("preview") as HTMLIFrameElement).contentWindow?.postMessage({ source: "live-preview-editor", ...data }, origin),
    [message, ORIGIN] as const,
  );
}

test("item 1: an entry edited in Contentful updates the preview without a reload, and a hovered field names its entry", async ({ page, context }) => {
  await startDraftPreview(page, context);
  await page.route(`${CONTENTFUL_APP}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Contentful</title><script>window.received = []; addEventListener("message", (event) => { if (event.data?.source === "live-preview-sdk") window.received.push(event.data); });</script>
        <iframe id="preview" src="${ORIGIN}/portal/de-DE" style="width: 1200px; height: 800px"></iframe>`,
    }),
  );
  await page.goto(`${CONTENTFUL_APP}/spaces/e2e/entries/home-welcome`);
  const preview = page.frameLocator("#preview");
  await expect(preview.getByRole("heading", { name: DRAFT_TITLE })).toBeVisible();

  // The SDK connects to its parent and subscribes to the entries the page shows.
  await expect.poll(async () => (await sdkMessages(page)).map((message) => message.method)).toContain("CONNECTED");
  await expect
    .poll(async () => (await sdkMessages(page)).some((message) => message.method === "SUBSCRIBED" && message.config?.includes('"home-welcome"')))
    .toBe(true);
  const subscription = (await sdkMessages(page)).find((message) => message.method === "SUBSCRIBED" && message.config?.includes('"home-welcome"'));
  const frame = page.frames().find((candidate) => candidate.url().startsWith(ORIGIN));
  await frame?.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await postToPreview(page, {
    method: "ENTRY_UPDATED",
    subscriptionId: subscription?.id,
    data: {
      sys: { id: "home-welcome", type: "Entry" },
      fields: {
        title: "Willkommen – gerade bearbeitet",
        body: {
          nodeType: "document",
          data: {},
          content: [{ nodeType: "paragraph", data: {}, content: [{ nodeType: "text", value: "Live getippt", marks: [{ type: "bold" }], data: {} }] }],
        },
      },
    },
  });
  await expect(preview.getByRole("heading", { name: "Willkommen – gerade bearbeitet" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "Live getippt" })).toBeVisible();
  expect(await frame?.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Inspector mode: the preview reports its tagged fields, the hovered one with its entry, which Contentful opens on a click.
  await postToPreview(page, { method: "INSPECTOR_MODE_CHANGED", isInspectorActive: true });
  await preview.getByRole("heading", { name: "Willkommen – gerade bearbeitet" }).hover();
  await expect
    .poll(async () =>
      (await sdkMessages(page))
        .filter((message) => message.method === "TAGGED_ELEMENTS")
        .flatMap((message) => message.elements ?? [])
        .some((element) => element.isHovered && element.attributes?.entryId === "home-welcome" && element.attributes.fieldId === "title"),
    )
    .toBe(true);
});
