import { accountEntryOfPath } from "../../src/features/account/rules/account-visibility";
import { LOYALTY_INTRO_COOKIE } from "../../src/features/loyalty/rules/loyalty-rules";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type BrowserContext, type Page, type Route } from "@playwright/test";
import { FAKE_CONTENTFUL, FAULTS_ORIGIN, FAULTS_PREVIEW_SECRET, FAULTS_WEBHOOK_SECRET } from "../../playwright.faults.config";
import { startFakeContentful, type FakeContentful } from "../helpers/fake-contentful";
import { signInAs } from "./helpers";

/**
 * With the database unreachable, the BFF failing, slow or answering malformed
 * JSON, and Contentful unreachable, every page shows the error handling of deals.md §7/§8 and
 * never a blank screen, and a form keeps what was typed. Runs with playwright.faults.config.ts.
 */

const DATA_LOAD = { de: "Daten konnten nicht geladen werden", en: "Data could not be loaded" };
const GENERIC = "Ein unerwarteter Fehler ist aufgetreten";
const REQUEST_ERROR = "Das hat leider nicht geklappt";
const DEAL = "deal-anna-active";

type FixtureEntry = {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: { slug?: { "de-DE"?: string }; modules?: { "de-DE"?: { sys: { id: string } }[] }; preflight?: unknown };
};

/** A company car's pages (the business portal's) are a business customer's (a 404 for Anna): walked as Dirk, on the car assigned to him. */
const BUSINESS_CAR = { persona: "dirk", deal: "deal-fabian-dirk" } as const;

/**
 * Every content page of the fixtures (new pages join by themselves), as anna's German paths (a
 * company car's as Dirk's); `preflight` when one of its forms asks the BFF before it opens
 * (deals.md §7, schedule service).
 */
function portalPages(): { path: string; persona: "anna" | "dirk"; dealPage: boolean; preflight: boolean }[] {
  const directory = "fixtures/content";
  const entries = readdirSync(directory)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => (JSON.parse(readFileSync(`${directory}/${file}`, "utf8")) as { entries: FixtureEntry[] }).entries);
  const byId = new Map(entries.map((entry) => [entry.sys.id, entry]));
  return entries
    .filter((entry) => entry.sys.contentType.sys.id === "page" && typeof entry.fields.slug?.["de-DE"] === "string")
    .map((entry) => {
      const slug = entry.fields.slug?.["de-DE"] ?? "";
      const modules = (entry.fields.modules?.["de-DE"] ?? []).map((link) => byId.get(link.sys.id));
      const companyCar = accountEntryOfPath(slug.split("/")) === "businessPortal" && slug.includes("[dealId]");
      return {
        // A car slug outside the catalogue is a 404: the slider's ID.3 stands for every model.
        path: `/portal/de-DE${slug ? `/${slug.replace("[dealId]", companyCar ? BUSINESS_CAR.deal : DEAL).replace("[carSlug]", "volkswagen-id3")}` : ""}`,
        persona: companyCar ? BUSINESS_CAR.persona : "anna",
        dealPage: slug.includes("[dealId]"),
        preflight: modules.some((module) => module?.fields.preflight !== undefined),
      };
    });
}

const PAGES = portalPages();

async function databaseDown(context: BrowserContext, down: boolean) {
  if (down) await context.addCookies([{ name: "portal-fault", value: "db-down", url: FAULTS_ORIGIN }]);
  else await context.clearCookies({ name: "portal-fault" });
}

/**
 * The header stays: the page is never blank, and it claims neither a customer nor a visitor.
 * Located by tag, not role: behind the open modal the rest of the page is aria-hidden.
 */
async function expectHeaderWithoutAccount(page: Page) {
  const header = page.locator("header");
  await expect(header.getByText("Mein Auto-Abo")).toBeVisible();
  await expect(header).not.toContainText("Anna Aktiv");
  await expect(header).not.toContainText("Anmelden");
}

/** The headings of the page's content, in order: what a customer sees of it. */
function contentHeadings(page: Page) {
  return page.locator("main").getByRole("heading");
}

/**
 * Waits for the network to go quiet, but not forever: one slow request of the page's own (a link
 * prefetch on a loaded 2-core runner, once seen in CI) must not fail a test about content. The
 * heading poll after it is what decides; the requests still open are printed for the next reader.
 */
async function settledNetwork(page: Page): Promise<void> {
  const open = new Set<string>();
  const track = (request: { url(): string }) => open.add(request.url());
  const done = (request: { url(): string }) => open.delete(request.url());
  page.on("request", track);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  try {
    await page.waitForLoadState("networkidle", { timeout: 15_000 });
  } catch {
    console.warn(`network not idle after 15 s on ${page.url()}; still open: ${[...open].join(", ") || "(opened before the wait)"}`);
  } finally {
    page.off("request", track);
    page.off("requestfinished", done);
    page.off("requestfailed", done);
  }
}

/**
 * The content headings once the page has finished streaming: feature modules arrive after the
 * first paint, so the list is read until two readings half a second apart agree.
 */
async function settledHeadings(page: Page): Promise<string[]> {
  await settledNetwork(page);
  let previous: string[] = [];
  await expect
    .poll(
      async () => {
        const current = await contentHeadings(page).allInnerTexts();
        const settled = current.length > 0 && current.join("\n") === previous.join("\n");
        previous = current;
        return settled;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBe(true);
  return previous;
}

let contentful: FakeContentful;
test.beforeAll(async () => {
  contentful = await startFakeContentful(FAKE_CONTENTFUL);
});
test.afterAll(async () => contentful.stop());
test.afterEach(async () => contentful.start());

test.describe("database unreachable", () => {
  test("every page shows its error modal under the header, and loads again on retry", async ({ page, context }) => {
    // Six pages and more, each waiting out the unreachable database: past 60 s on a slow machine (CI of 2026-11-29 20:24).
    test.setTimeout(150_000);
    expect(PAGES.length).toBeGreaterThanOrEqual(6);
    await signInAs(page, "anna");
    await databaseDown(context, true);
    for (const { path, dealPage } of PAGES) {
      await page.goto(path);
      const dialog = page.getByRole("dialog", { name: dealPage ? GENERIC : DATA_LOAD.de });
      await expect(dialog, path).toBeVisible();
      await expectHeaderWithoutAccount(page);
    }

    // A page is back once the database is: the dialog's retry reloads it.
    await page.goto("/portal/de-DE/mycars");
    const dialog = page.getByRole("dialog", { name: DATA_LOAD.de });
    await databaseDown(context, false);
    await dialog.getByRole("button", { name: "Nochmal versuchen" }).click();
    await expect(page.locator(`article[data-deal-id="${DEAL}"]`)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("banner")).toContainText("Anna Aktiv");
  });

  test("the BFF answers a bare 500 with no detail", async ({ page, context }) => {
    await signInAs(page, "anna");
    await databaseDown(context, true);
    const response = await page.request.get(`/portal/api/bff/deals/${DEAL}`);
    expect(response.status()).toBe(500);
    expect(await response.json()).toEqual({ error: "internal_error" });
  });

  // An error answer carries the security headers as any page does.
  test("a page answered with 500 carries the page's security headers", async ({ page, context }) => {
    await signInAs(page, "anna");
    await databaseDown(context, true);
    const response = await page.request.get("/portal/de-DE/mycars", { maxRedirects: 0 });
    expect(response.status()).toBe(500);
    const headers = response.headers();
    expect(headers["content-type"]).toContain("text/html");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("a visitor gets the data-load dialog, and the sign-in form keeps what was typed", async ({ page, context }) => {
    await databaseDown(context, true);
    await page.goto("/portal/de-DE");
    await expect(page.getByRole("dialog", { name: DATA_LOAD.de })).toBeVisible();
    await expectHeaderWithoutAccount(page);

    await databaseDown(context, false);
    await page.goto("/portal/de-DE/login");
    // The form of the page (the footer's newsletter form has an email field too).
    await page.locator("main").getByLabel("E-Mail-Adresse").fill("anna.aktiv@demo.portal");
    await page.locator("main").getByRole("button", { name: "Weiter" }).click();
    await page.locator("main").getByLabel("Passwort").fill("Portal-Demo-2026");
    await databaseDown(context, true);
    await page.locator("main").getByRole("button", { name: "Anmelden", exact: true }).click();
    // The form's own alert (the page's toast regions are alerts too, and empty).
    const unexpected = "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut.";
    await expect(page.locator("main").getByRole("alert").filter({ hasText: unexpected })).toHaveText(unexpected);
    await expect(page.getByText("Anmeldung als anna.aktiv@demo.portal")).toBeVisible();
    await expect(page.getByLabel("Passwort")).toHaveValue("Portal-Demo-2026");

    await databaseDown(context, false);
    await page.locator("main").getByRole("button", { name: "Anmelden", exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/de-DE\/mycars$/);
    await expect(page.getByRole("banner")).toContainText("Anna Aktiv");
  });
});

test.describe("BFF failing in the browser", () => {
  const fail500 = (route: Route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal_error"}' });
  const malformed = (route: Route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"mileage": 90' });

  test("no page needs the BFF from the browser to show itself", async ({ page, context }) => {
    test.setTimeout(30_000 + PAGES.length * 2 * 4_000); // every page of the content, twice
    // A returning customer: the loyalty page's intro modal (once, account.md §9) is no failure's dialog.
    const signInAsReturning = async (persona: "anna" | "dirk") => {
      await context.clearCookies();
      await signInAs(page, persona);
      await context.addCookies([{ name: LOYALTY_INTRO_COOKIE, value: "1", url: FAULTS_ORIGIN }]);
    };
    await signInAsReturning("anna");
    for (const [fault, handler] of [
      ["500", fail500],
      ["malformed JSON", malformed],
    ] as const) {
      await page.route("**/portal/api/bff/**", handler);
      let signedIn = "anna";
      for (const { path, persona, preflight } of PAGES) {
        if (persona !== signedIn) {
          await page.unroute("**/portal/api/bff/**");
          await signInAsReturning(persona);
          await page.route("**/portal/api/bff/**", handler);
          signedIn = persona;
        }
        await page.goto(path);
        if (preflight) {
          // The one request a page makes on purpose: its form asks whether it may open, and a
          // failed answer is the retry-or-leave modal, over the page's own heading.
          await expect(page.getByRole("dialog", { name: REQUEST_ERROR }), `${path} with ${fault}`).toBeVisible();
          await expect(page.locator("main h1, main h2").first(), `${path} with ${fault}`).toBeVisible();
          continue;
        }
        await expect(contentHeadings(page).first(), `${path} with ${fault}`).toBeVisible();
        await expect(page.getByRole("dialog"), `${path} with ${fault}`).toHaveCount(0);
      }
      await page.unroute("**/portal/api/bff/**");
      if (signedIn !== "anna") await signInAsReturning("anna");
    }
  });

  /** Fills the mileage report of anna's car (one step: the reading, then send). */
  async function fillMileageReport(page: Page, mileage: string) {
    await page.goto(`/portal/de-DE/mycars/${DEAL}/mileage`);
    const form = page.getByRole("region", { name: "Kilometerstand melden" });
    await form.getByLabel("Kilometerstand in km").fill(mileage);
    return form;
  }

  const failures: [string, (page: Page, context: BrowserContext) => Promise<unknown>][] = [
    ["answers 500", (page) => page.route("**/portal/api/bff/**", fail500)],
    ["answers malformed JSON", (page) => page.route("**/portal/api/bff/**", malformed)],
    ["cannot be reached", (page) => page.route("**/portal/api/bff/**", (route) => route.abort("connectionrefused"))],
    ["has no database", (_page, context) => databaseDown(context, true)],
  ];
  for (const [name, inject] of failures) {
    test(`when the BFF ${name}, a form opens the request-error modal and keeps what was typed`, async ({ page, context }) => {
      await signInAs(page, "anna");
      const form = await fillMileageReport(page, "9015");
      await inject(page, context);
      await form.getByRole("button", { name: "Kilometerstand senden" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Der Kilometerstand konnte nicht gesendet werden." })).toBeVisible(); // the toast
      const dialog = page.getByRole("dialog", { name: REQUEST_ERROR });
      await expect(dialog).toContainText("+49 89 1234 5600");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(form.getByText("Der Kilometerstand konnte nicht gesendet werden.")).toBeVisible();
      await expect(form.getByLabel("Kilometerstand in km")).toHaveValue("9015");
      // Nothing was stored: the car's latest reading is still the seeded one.
      await page.unrouteAll();
      await databaseDown(context, false);
      expect(((await (await page.request.get("/portal/api/bff/active-fleet?car_id=car-anna-id3")).json()) as { mileage: number }).mileage).not.toBe(
        9015,
      );
    });
  }

  test("when the BFF answers 5 s late, the form shows that it is sending and then the result", async ({ page }) => {
    await signInAs(page, "anna");
    const form = await fillMileageReport(page, "9015");
    await page.route("**/portal/api/bff/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    const started = Date.now();
    await form.getByRole("button", { name: "Kilometerstand senden" }).click();
    await expect(form.getByRole("button", { name: "Wird gesendet …" })).toBeDisabled();
    await expect(page.getByRole("region", { name: "Du fährst mehr als geplant" })).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("Contentful unreachable", () => {
  test("cached content keeps being served; a page not cached yet shows the data-load dialog and loads on retry", async ({ page }) => {
    await signInAs(page, "anna");
    // en-DE is read for the first time here: the stand-in must see it, so content does come from it.
    const cached = ["/portal/de-DE", "/portal/de-DE/mycars", `/portal/de-DE/mycars/${DEAL}`, "/portal/en-DE/mycars"];
    const requestsBefore = contentful.requests;
    const headings = new Map<string, string[]>();
    for (const path of cached) {
      await page.goto(path);
      headings.set(path, await settledHeadings(page));
    }
    expect(contentful.requests, "content is read from the Contentful stand-in").toBeGreaterThan(requestsBefore);

    await contentful.stop();
    for (const path of cached) {
      await page.goto(path);
      await expect(contentHeadings(page), path).toHaveText(headings.get(path) ?? []);
      await expect(page.getByRole("dialog"), path).toHaveCount(0);
    }

    // A cold page waits for the Contentful client's retries (about 3.5 s of back-off, contentful-source.ts)
    // before it gives up; the SDK's default five would be about 16 s of back-off alone. The bound
    // leaves room for a render on CI's two busy cores (the limits themselves: contentful-source.test.ts).
    const started = Date.now();
    await page.goto("/portal/en-US/mycars");
    const dialog = page.getByRole("dialog", { name: DATA_LOAD.en });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    expect(Date.now() - started, "a customer waits a few seconds, not the SDK's default of about 20").toBeLessThan(15_000);
    await expect(page.locator("header")).toContainText("Anna Aktiv");

    await contentful.start();
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(page.locator(`article[data-deal-id="${DEAL}"]`)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(/\/portal\/en-US\/mycars$/);
  });
});

// After "Contentful unreachable": the webhook reads every page in every locale, which would warm
// the page that test needs cold. The tests run in file order (one worker, not fully parallel).
test.describe("publish webhook while Contentful is down", () => {
  const HOME = "/portal/de-DE";
  const publish = (page: Page) =>
    page.request.post("/portal/api/revalidate", {
      headers: { "x-webhook-secret": FAULTS_WEBHOOK_SECRET, "x-contentful-topic": "ContentManagement.Entry.publish" },
      data: { sys: { id: "home-welcome", type: "Entry", contentType: { sys: { id: "textblock" } } } },
    });

  test("a cached page stays served with its content until a fresh one can be read", async ({ page }) => {
    await page.goto(HOME);
    const headings = await settledHeadings(page);

    // Contentful down when the webhook comes: which pages include the entry is unknown, all content is marked stale.
    await contentful.stop();
    const webhook = await publish(page);
    expect(webhook.status()).toBe(200);
    expect(await webhook.json()).toEqual({ revalidated: ["cms"] });
    for (let visit = 1; visit <= 2; visit++) {
      await page.goto(HOME);
      await expect(contentHeadings(page), `visit ${visit}`).toHaveText(headings);
      await expect(page.getByRole("dialog"), `visit ${visit}`).toHaveCount(0);
    }

    // Back up: a visit refreshes the stale page from Contentful.
    await contentful.start();
    const requestsBefore = contentful.requests;
    await page.goto(HOME);
    await expect(contentHeadings(page)).toHaveText(headings);
    await expect.poll(() => contentful.requests, { message: "the stale page is read again from Contentful" }).toBeGreaterThan(requestsBefore);

    // Contentful up when the webhook comes but down when customers visit next: still the cached page.
    const precise = await publish(page);
    expect(precise.status()).toBe(200);
    expect(await precise.json()).toEqual({ revalidated: ["cms:page:de-DE:", "cms:page:en-DE:", "cms:page:en-US:"] });
    await contentful.stop();
    await page.goto(HOME);
    await expect(contentHeadings(page)).toHaveText(headings);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("editors on Contentful", () => {
  test("draft mode reads the drafts from Contentful's Preview API, and the module gallery frames the space's entries; customers see what is published", async ({
    page,
    browser,
  }) => {
    const HOME = "/portal/de-DE";
    const DRAFT = "Willkommen in deinem neuen Kundenportal (Entwurf)";
    expect((await page.request.get(`/portal/api/preview?secret=${FAULTS_PREVIEW_SECRET}&entry=home-welcome`, { maxRedirects: 0 })).status()).toBe(
      307,
    );
    const previewBefore = contentful.previewRequests;
    await page.goto(HOME);
    await expect(page.getByRole("heading", { name: DRAFT })).toBeVisible();
    expect(contentful.previewRequests, "drafts come from the Preview API's stand-in").toBeGreaterThan(previewBefore);

    const galleryBefore = contentful.previewRequests;
    await page.goto("/portal/de-DE/module-gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Module gallery" })).toBeVisible();
    expect(contentful.previewRequests, "the gallery reads the space's entries as editors saved them").toBeGreaterThan(galleryBefore);
    const list = page
      .locator(`[data-gallery-type="featureModule"]`)
      .getByRole("figure", { name: /^Entry mycars-subscription-list · .* reached by Anna Aktiv/ });
    await list.locator("iframe").scrollIntoViewIfNeeded();
    await expect(list.locator("iframe").contentFrame().locator(`a[href$="/mycars/deal-anna-active"]`).first()).toBeVisible({ timeout: 30_000 });

    const customer = await browser.newContext({ baseURL: FAULTS_ORIGIN });
    const customerPage = await customer.newPage();
    await customerPage.goto(HOME);
    await expect(customerPage.getByRole("heading", { name: "Willkommen in deinem Kundenportal" })).toBeVisible();
    await expect(customerPage.getByRole("heading", { name: DRAFT })).toHaveCount(0);
    await customer.close();
  });
});
