import { readFile, writeFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { CONTENT_PORT } from "../../playwright.config";
import contentModel from "../../cms-schema/content-types.json" with { type: "json" };
import { editorHelperValue } from "../../src/cms/editors/developer";

const MODULE_TYPES: string[] =
  contentModel.contentTypes
    .find((type) => type.sys.id === "page")
    ?.fields.find((field) => field.id === "modules")
    ?.items?.validations.find((v) => "linkContentType" in v)?.linkContentType ?? [];

/**
 * Editors: draft preview behind a secret, and the publish webhook revalidating the
 * pages that include a changed entry. Runs against the server whose fixtures live in a directory.
 */
const ORIGIN = `http://localhost:${CONTENT_PORT}`;
const HOME_FIXTURES = ".data/e2e-content/fixtures/home.json";
const PUBLISHED_TITLE = "Willkommen in deinem Kundenportal";

test.describe.configure({ mode: "serial" });
test.use({ baseURL: ORIGIN });

test("the preview route needs the secret and never redirects to a path from the query", async ({ request }) => {
  expect((await request.get("/portal/api/preview?secret=wrong&entry=home-welcome", { maxRedirects: 0 })).status()).toBe(401);
  const response = await request.get("/portal/api/preview?secret=e2e-preview-secret&entry=home-welcome&locale=en-US&redirect=https://evil.example", {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/portal/en-US");
  expect((await request.get("/portal/api/preview?secret=e2e-preview-secret&entry=no-such-entry", { maxRedirects: 0 })).status()).toBe(404);
});

test("an editor previews the draft of an entry, and customers keep the published version", async ({ page, browser }) => {
  await page.goto("/portal/api/preview?secret=e2e-preview-secret&entry=home-welcome");
  await expect(page).toHaveURL(`${ORIGIN}/portal/de-DE`);
  await expect(page.getByRole("region", { name: "Vorschau" })).toContainText("Du siehst Entwürfe");
  await expect(page.getByRole("heading", { name: "Willkommen in deinem neuen Kundenportal (Entwurf)" })).toBeVisible();
  // Editors see what customers never see: the entry the composer cannot render, labelled.
  await expect(page.getByRole("note", { name: "Unsupported module legacyCarousel" })).toBeVisible();

  const customer = await browser.newPage({ baseURL: ORIGIN });
  await customer.goto("/portal/de-DE");
  await expect(customer.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
  await expect(customer.getByRole("region", { name: "Vorschau" })).toHaveCount(0);
  await expect(customer.getByRole("note", { name: "Unsupported module legacyCarousel" })).toHaveCount(0);
  await customer.close();

  await page.getByRole("link", { name: "Vorschau beenden" }).click();
  await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
});

test("the module gallery shows every registered module in preview only", async ({ page, request }) => {
  expect((await request.get("/portal/de-DE/module-gallery")).status()).toBe(404);
  await page.goto("/portal/api/preview?secret=e2e-preview-secret&entry=home-welcome&locale=en-US");
  await page.goto("/portal/en-US/module-gallery");
  await expect(page.getByRole("heading", { level: 1, name: "Module gallery" })).toBeVisible();
  // Every module type a page may hold (cms-schema), each with at least one fixture example.
  expect(MODULE_TYPES.length).toBeGreaterThan(10);
  for (const type of MODULE_TYPES) {
    await expect(page.getByRole("heading", { level: 2, name: type, exact: true })).toBeVisible();
  }
  await expect(page.getByText("No example of this module in the fixtures yet.")).toHaveCount(0);
  // Shown for private customers and, as it has a business variant, for business customers.
  for (const audience of ["b2c", "b2b"])
    await expect(
      page
        .locator(`[data-gallery-type="referralTeaser"] [data-gallery-audience="${audience}"]`)
        .getByRole("link", { name: "To the referral program" }),
    ).toHaveAttribute("href", "/portal/en-US/referral");
  await expect(page.locator(`[data-gallery-type="actionGrid"] [data-columns="2"]`).getByRole("link")).toHaveCount(2);
  await expect(page.locator(`[data-gallery-type="accordion"] summary`).first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Locales" }).getByRole("link", { name: "de-DE" })).toHaveAttribute(
    "href",
    "/portal/de-DE/module-gallery",
  );
  await page.goto("/portal/api/preview/exit");
});

test("the dev-only module shows only when the developer cookie is matched by the editor-helper cookie", async ({ page, context }) => {
  const diagnostics = page.getByRole("region", { name: "Developer diagnostics" });
  await page.goto("/portal/de-DE");
  await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
  await expect(diagnostics).toHaveCount(0);

  const inspected = page.locator("main [data-contentful-field-id]");
  await expect(inspected).toHaveCount(0);

  await context.addCookies([
    { name: "portal-developer", value: "dev-e2e", url: ORIGIN },
    { name: "portal-editor-helper", value: editorHelperValue("dev-other", "e2e-editor-helper-secret"), url: ORIGIN },
  ]);
  await page.reload();
  await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();
  await expect(diagnostics).toHaveCount(0);
  await expect(inspected).toHaveCount(0);

  // The matching pair is the editor cookies: the live page (no draft mode) carries the inspector's
  // attributes on each module and its fields, and the dev-only module shows.
  await context.addCookies([{ name: "portal-editor-helper", value: editorHelperValue("dev-e2e", "e2e-editor-helper-secret"), url: ORIGIN }]);
  await page.reload();
  await expect(diagnostics).toContainText("Path/de-DE");
  await expect(diagnostics).toContainText("Customersigned out");
  await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toHaveAttribute("data-contentful-field-id", "title");
  expect(await inspected.count()).toBeGreaterThan(2);
  await expect(page.getByRole("region", { name: "Vorschau" })).toHaveCount(0);
});

/**
 * Reloads until the heading shows: the visit after the one that started reading the change at the
 * latest. Up to 30 s: on CI's two busy cores one reload took 10 s, and 15 s of reloads were once too few.
 */
async function showsAfterReloads(page: Page, heading: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("heading", { name: heading })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test("a published change shows after the webhook, not before", async ({ page, request }) => {
  test.setTimeout(60_000);
  const original = await readFile(HOME_FIXTURES, "utf8");
  try {
    await page.goto("/portal/de-DE");
    await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible();

    await writeFile(HOME_FIXTURES, original.replace(`"${PUBLISHED_TITLE}"`, `"Willkommen zurück im Kundenportal"`));
    await page.reload();
    await expect(page.getByRole("heading", { name: PUBLISHED_TITLE })).toBeVisible(); // served from the cache

    const refused = await request.post("/portal/api/revalidate", {
      headers: { "x-webhook-secret": "wrong", "x-contentful-topic": "ContentManagement.Entry.publish" },
      data: { sys: { id: "home-welcome", type: "Entry" } },
    });
    expect(refused.status()).toBe(401);

    const webhook = await request.post("/portal/api/revalidate", {
      headers: { "x-webhook-secret": "e2e-webhook-secret", "x-contentful-topic": "ContentManagement.Entry.publish" },
      data: { sys: { id: "home-welcome", type: "Entry", contentType: { sys: { id: "textblock" } } } },
    });
    expect(webhook.status()).toBe(200);
    expect(await webhook.json()).toEqual({ revalidated: ["cms:page:de-DE:", "cms:page:en-DE:", "cms:page:en-US:"] });

    // Stale-while-revalidate: the next visit may still get the cached page while it reads the change.
    await showsAfterReloads(page, "Willkommen zurück im Kundenportal");
  } finally {
    await writeFile(HOME_FIXTURES, original);
    await request.post("/portal/api/revalidate", {
      headers: { "x-webhook-secret": "e2e-webhook-secret", "x-contentful-topic": "ContentManagement.Entry.publish" },
      data: { sys: { id: "home-welcome", type: "Entry" } },
    });
    // Leave the published version in the cache (it outlives the server) for later runs.
    await showsAfterReloads(page, PUBLISHED_TITLE);
  }
});
