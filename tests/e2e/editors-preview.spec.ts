import { createHmac } from "node:crypto";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { EDITOR_APP_ORIGIN, ORIGIN } from "../../playwright.config";
import { CHROMIUM_PATH } from "../helpers/chromium";
import { signInAs } from "./helpers";
import { runDay } from "./run-clock";

/**
 * What editors see in draft mode. Contentful shows the preview in an iframe of its web
 * app and talks to it with the live-preview SDK's messages; here a page Playwright serves at the
 * editors' origin the server is configured with (`CONTENTFUL_APP_ORIGIN`) is that parent and
 * speaks the same protocol.
 */
const CONTENTFUL_APP = EDITOR_APP_ORIGIN;
const DRAFT_TITLE = "Willkommen in deinem neuen Kundenportal (Entwurf)";

interface SdkMessage {
  method: string;
  id?: string;
  config?: string;
  elements?: { isHovered: boolean; attributes: Record<string, string> | null }[];
}

// The editors' page is served by Playwright's route, not from an address Chromium can place: its
// Local Network Access checks then refuse its frame of localhost (ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessForNavigations,BlockInsecurePrivateNetworkRequests",
    ],
  },
});

/** Starts draft mode: the two cookies an editor's browser then holds (same site as the editors' page here). */
async function startDraftPreview(page: Page, context: BrowserContext) {
  expect((await page.request.get(`${ORIGIN}/portal/api/preview?secret=e2e-preview-secret&entry=home-welcome`, { maxRedirects: 0 })).status()).toBe(
    307,
  );
  const draft = (await context.cookies(`${ORIGIN}/portal`)).filter((cookie) => ["__prerender_bypass", "portal-preview"].includes(cookie.name));
  expect(draft).toHaveLength(2);
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

/** A choice signed with the e2e server's preview secret, as the preview-as route signs it. */
function signedChoice(payload: string, secret = "e2e-preview-secret") {
  return `${payload}.${createHmac("sha256", secret).update(`portal-preview-as:${payload}`).digest("hex")}`;
}

test("item 2: an editor sees a deal page as Dora with her delay banner, on a later day without it; forged choices and customers get nothing", async ({
  page,
  context,
  browser,
}) => {
  await startDraftPreview(page, context);
  await page.goto("/portal/de-DE/mycars/deal-dora-late15");
  // Without a chosen customer an account page needs a session, as for anyone.
  await expect(page).toHaveURL(/\/portal\/de-DE\?login=true/);
  await page.goto("/portal/de-DE");

  const chooser = page.getByRole("form", { name: "Preview as customer" });
  await chooser.getByLabel("Customer").selectOption("dora");
  await chooser.getByRole("button", { name: "Preview as customer" }).click();
  const marker = page.getByRole("status", { name: "Previewing as customer" });
  await expect(marker).toContainText("Previewing as Dora Delay (private customer)");
  await page.goto("/portal/de-DE/mycars/deal-dora-late15");
  await expect(marker).toBeVisible();
  await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toBeVisible();

  // Sixty days on the planned delivery has passed: the rule no longer holds, the banner is gone.
  await chooser.getByLabel("On", { exact: true }).fill(runDay(60));
  await chooser.getByRole("button", { name: "Preview as customer" }).click();
  await expect(page).toHaveURL(/\/mycars\/deal-dora-late15$/);
  await expect(marker).toContainText(/Previewing as Dora Delay .* on \d{1,2} \w{3} \d{4}/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toHaveCount(0);

  // A forged choice (another persona under Dora's signature) is ignored: no marker, the sign-in again.
  const choice = (await context.cookies(`${ORIGIN}/portal`)).find((cookie) => cookie.name === "portal-preview-as");
  expect(choice?.value).toMatch(/^dora~\d{4}-\d{2}-\d{2}\.[0-9a-f]{64}$/);
  await context.addCookies([{ ...choice!, value: choice!.value.replace(/^dora~/, "anna~") }]);
  await page.goto("/portal/de-DE/mycars");
  await expect(page).toHaveURL(/\/portal\/de-DE\?login=true/);
  await expect(marker).toHaveCount(0);

  // A signed-in customer, no draft mode: cannot switch it on, and even a validly signed choice shows nothing.
  const customer = await browser.newContext({ baseURL: ORIGIN });
  const customerPage = await customer.newPage();
  await signInAs(customerPage, "nora");
  const refused = await customerPage.request.post("/portal/api/preview/as", {
    form: { persona: "dora", date: "", next: "/de-DE/mycars" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(404);
  await customer.addCookies([{ name: "portal-preview-as", value: signedChoice("dora~"), url: `${ORIGIN}/portal` }]);
  expect((await customerPage.goto("/portal/de-DE/mycars/deal-dora-late15"))?.status()).toBe(404);
  await customerPage.goto("/portal/de-DE/mycars");
  await expect(customerPage.getByRole("status", { name: "Previewing as customer" })).toHaveCount(0);
  await expect(customerPage.getByRole("region", { name: "Vorschau" })).toHaveCount(0);
  await customer.close();
});

test("item 3: the gallery shows each banner as the persona it shows for sees it, per locale and for business customers, with keyboard-reachable edit links; customers get a 404", async ({
  page,
  context,
  browser,
}) => {
  await startDraftPreview(page, context);
  await page.goto("/portal/de-DE/module-gallery");
  const banners = page.locator(`[data-gallery-type="dealBanner"]`);
  const delay = banners.getByRole("figure", { name: /^Entry deal-banner-delivery-delay · rules: order-status-visible, delivery-delayed · / });
  await expect(delay).toHaveCount(2);

  // Private customers: rendered on the deal of the persona it shows for, named in the caption.
  const privately = delay.and(page.locator(`[data-gallery-audience="b2c"]`));
  await expect(privately).toHaveAccessibleName(/reached by Paul Plan with deal-paul-created \(.+\), as private customers \(du\) see it$/);
  await expect(privately.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toBeVisible();
  // Business customers read the "Sie" texts.
  const business = delay.and(page.locator(`[data-gallery-audience="b2b"]`));
  await expect(business).toHaveAccessibleName(/as business customers \(Sie\) see it/);
  await expect(business.getByRole("region", { name: "Ihre Lieferung verzögert sich" })).toBeVisible();
  await expect(business.getByRole("region", { name: "Deine Lieferung verzögert sich" })).toHaveCount(0);

  // A step form's steps, in order; the empty and error states.
  const returnForm = page.locator(`[data-gallery-type="steps"]`).getByRole("figure", { name: /^Entry return-form · / });
  await expect(returnForm.locator("[data-gallery-step]").first()).toContainText(/^Step 1 of \d+: /);
  const states = page.locator(`[data-gallery-type="states"]`);
  await expect(states.getByRole("figure", { name: /^Error: a code-owned feature whose data did not load/ }).getByRole("alert")).toBeVisible();
  await expect(states.getByRole("note", { name: "Unsupported module textblock" })).toBeVisible();

  // The edit link is out of the way until its example is hovered or focused, and the Tab key reaches it.
  const firstBanner = banners.getByRole("figure").first();
  const editLink = firstBanner.getByRole("link", { name: /^Edit deal-banner-[a-z-]+ in Contentful$/ });
  await expect(editLink).toHaveAttribute("href", /^https:\/\/app\.contentful\.com\/spaces\/e2e-space\/environments\/master\/entries\/deal-banner-/);
  await page.mouse.move(0, 0);
  await expect(editLink).toHaveCSS("opacity", "0");
  await banners.getByRole("heading", { level: 2, name: "dealBanner" }).click();
  await page.mouse.move(0, 0);
  await page.keyboard.press("Tab");
  await expect(editLink).toBeFocused();
  await expect(editLink).toHaveCSS("opacity", "1");

  // In en-US the same banner in English, still named with its persona.
  await page.getByRole("navigation", { name: "Locales" }).getByRole("link", { name: "en-US" }).click();
  await expect(page).toHaveURL(/\/portal\/en-US\/module-gallery$/);
  const delayEnglish = page
    .locator(`[data-gallery-type="dealBanner"] [data-gallery-audience="b2c"]`)
    .filter({ has: page.getByRole("region", { name: "Your delivery is delayed" }) });
  await expect(delayEnglish).toHaveAccessibleName(/^Entry deal-banner-delivery-delay · .* reached by Paul Plan with deal-paul-created /);

  // A signed-in customer, no draft mode: there is no gallery.
  const customer = await browser.newContext({ baseURL: ORIGIN });
  const customerPage = await customer.newPage();
  await signInAs(customerPage, "dora");
  expect((await customerPage.goto("/portal/de-DE/module-gallery"))?.status()).toBe(404);
  await expect(customerPage.getByRole("figure")).toHaveCount(0);
  await customer.close();
});

/** A frame is a page of its own, rendered as the gallery scrolls to it, beside the others in view. */
const FRAME_TIMEOUT = 30_000;

test("item 3: the gallery frames code-owned features, modals and the loyalty programme as whoever meets them on their page", async ({
  page,
  context,
}) => {
  await startDraftPreview(page, context);
  await page.goto("/portal/de-DE/module-gallery");
  const features = page.locator(`[data-gallery-type="featureModule"]`);
  /** An example's frame, scrolled to: frames load as they come into view, each a page the server renders. */
  const framed = async (figure: Locator) => {
    const frame = figure.locator("iframe");
    await frame.scrollIntoViewIfNeeded();
    return frame.contentFrame();
  };

  // The subscription list, on an account page: Anna's cars for private customers, Bernd's in "Sie" for business customers.
  const list = features.getByRole("figure", { name: /^Entry mycars-subscription-list · / });
  await expect(list).toHaveCount(2);
  const anna = list.and(page.locator(`[data-gallery-audience="b2c"]`));
  await expect(anna).toHaveAccessibleName(/reached by Anna Aktiv, as private customers \(du\) see it$/);
  await expect((await framed(anna)).locator(`a[href$="/mycars/deal-anna-active"]`).first()).toBeVisible({ timeout: FRAME_TIMEOUT });
  const bernd = list.and(page.locator(`[data-gallery-audience="b2b"]`));
  await expect(bernd).toHaveAccessibleName(/reached by Bernd Business, as business customers \(Sie\) see it$/);
  await expect((await framed(bernd)).locator(`a[href$="/mycars/deal-bernd-minib2b"]`).first()).toBeVisible({ timeout: FRAME_TIMEOUT });

  // A feature of a deal page whose rules name the audience shows only for that audience's persona.
  const orderStatus = features.getByRole("figure", { name: /^Entry deal-order-status · / });
  await expect(orderStatus).toHaveCount(1);
  await expect(orderStatus).toHaveAccessibleName(/rules: order-status-visible, deal-is-b2c · reached by Paul Plan with deal-paul-signed /);

  // A modal's content in place, named with the query that opens it.
  const buyCar = page
    .locator(`[data-gallery-type="modal"]`)
    .getByRole("figure", { name: /^Entry buy-car-modal · / })
    .first();
  await expect((await framed(buyCar)).getByRole("group", { name: "Modal: Auto kaufen" })).toContainText("?modalName=buy_car_modal", {
    timeout: FRAME_TIMEOUT,
  });

  // The loyalty programme on its public page: a visitor is asked to sign in; a customer's programme
  // opens its introduction in its own frame, and the gallery stays where it is.
  const loyalty = page.locator(`[data-gallery-type="loyaltyProgramme"]`);
  const visitor = loyalty.getByRole("figure", { name: /^Entry loyalty-programme · .* reached by a signed-out visitor/ });
  await expect((await framed(visitor)).getByText("Bitte melde dich an, um deine Prämien zu sehen.")).toBeVisible({ timeout: FRAME_TIMEOUT });
  await expect(loyalty.getByRole("figure", { name: /^Entry loyalty-programme · .* reached by Anna Aktiv/ })).toBeVisible({ timeout: FRAME_TIMEOUT });
  // The referral page sends a visitor to sign in: its frame goes there, the gallery stays.
  const referral = features.getByRole("figure", { name: /^Entry referral-feature · .* reached by a signed-out visitor/ });
  await (await framed(referral)).locator("[data-gallery-frame], main").first().waitFor({ timeout: FRAME_TIMEOUT });
  await expect.poll(() => page.frames().some((frame) => frame.url().includes("login=true")), { timeout: FRAME_TIMEOUT }).toBe(true);
  await expect(page).toHaveURL(/\/portal\/de-DE\/module-gallery$/);
  await expect(page.getByRole("heading", { level: 1, name: "Module gallery" })).toBeVisible();

  // Nobody but an editor in draft mode gets a framed example.
  const exampleUrl = await anna.locator("iframe").getAttribute("src");
  expect(exampleUrl).toMatch(/^\/portal\/de-DE\/module-gallery\/example\?entry=mycars-subscription-list&audience=b2c&as=anna$/);
  const outsider = await page.context().browser()!.newContext({ baseURL: ORIGIN });
  expect((await (await outsider.newPage()).goto(exampleUrl!))?.status()).toBe(404);
  await outsider.close();
});

test("item 4: Contentful's content-check webhook refuses an entry in plain words, and answers nobody without the secret", async ({ request }) => {
  const entry = {
    sys: { type: "Entry", id: "e2e-hint", version: 3, contentType: { sys: { type: "Link", linkType: "ContentType", id: "textblock" } } },
    fields: { internalName: { "de-DE": "E2E hint" }, title: { "de-DE": "Nur Deutsch" }, visibility: { "de-DE": ["deal-is-delayed"] } },
  };
  const headers = { "x-webhook-secret": "e2e-webhook-secret", "x-contentful-topic": "ContentManagement.Entry.save" };
  const refused = await request.post("/portal/api/content-check", { headers, data: entry });
  expect(refused.status()).toBe(422);
  expect(await refused.json()).toMatchObject({
    ok: false,
    entryId: "e2e-hint",
    problems: [
      'Text block "E2E hint": the text "Title" is missing in en-DE and en-US.',
      'Text block "E2E hint" shows only when "deal-is-delayed" holds, but there is no such rule.',
    ],
  });
  const fixed = {
    ...entry,
    fields: { ...entry.fields, title: { "de-DE": "Hinweis", "en-DE": "Hint", "en-US": "Hint" }, visibility: { "de-DE": [] } },
  };
  const accepted = await request.post("/portal/api/content-check", { headers, data: fixed });
  expect(accepted.status()).toBe(200);
  expect(await accepted.json()).toMatchObject({ ok: true, entryId: "e2e-hint" });
  const anonymous = await request.post("/portal/api/content-check", {
    headers: { "x-contentful-topic": "ContentManagement.Entry.save" },
    data: entry,
  });
  expect(anonymous.status()).toBe(401);
});
