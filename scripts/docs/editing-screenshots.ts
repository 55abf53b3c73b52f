/**
 * The screenshots of docs/content-editing.md, taken from a running portal with the e2e editor
 * settings (`CONTENTFUL_PREVIEW_SECRET=e2e-preview-secret`, `CONTENTFUL_WEBHOOK_SECRET=e2e-webhook-secret`,
 * `CONTENTFUL_SPACE_ID` set, seeded demo personas):
 *   PORTAL=http://localhost:4400 npx tsx scripts/docs/editing-screenshots.ts
 * Writes docs/images/editing-*.png; each stays small (one viewport, CSS pixels).
 */
import { chromium, type Page } from "@playwright/test";
import { CONSENT_COOKIES } from "../../tests/e2e/consent-cookie";

const PORTAL = process.env.PORTAL ?? "http://localhost:4400";
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? "e2e-preview-secret";
const WEBHOOK_SECRET = process.env.WEBHOOK_SECRET ?? "e2e-webhook-secret";
const OUT = "docs/images";

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${OUT}/${name}.png`, scale: "css" });
  console.log(`${OUT}/${name}.png`);
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1100, height: 720 }, locale: "de-DE", timezoneId: "Europe/Berlin" });
    await context.addCookies(CONSENT_COOKIES.map((cookie) => ({ ...cookie, domain: new URL(PORTAL).hostname })));
    const page = await context.newPage();

    await page.goto(`${PORTAL}/portal/api/preview?secret=${PREVIEW_SECRET}&entry=home-welcome`);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await shoot(page, "editing-draft-mode");

    const chooser = page.getByRole("form", { name: "Preview as customer" });
    await chooser.getByLabel("Customer").selectOption("dora");
    await chooser.getByRole("button", { name: "Preview as customer" }).click();
    await page.getByRole("status", { name: "Previewing as customer" }).waitFor();
    await page.goto(`${PORTAL}/portal/de-DE/mycars/deal-dora-late15`);
    await page.getByRole("region", { name: "Deine Lieferung verzögert sich" }).waitFor();
    // Tall enough for the marker and the banner together.
    await page.setViewportSize({ width: 1100, height: 1150 });
    await shoot(page, "editing-preview-as");
    await page.setViewportSize({ width: 1100, height: 720 });

    // Back to nobody, then the gallery's banners, the delay banner's edit link shown by the keyboard.
    await chooser.getByLabel("Customer").selectOption("");
    await chooser.getByRole("button", { name: "Preview as customer" }).click();
    await page.goto(`${PORTAL}/portal/de-DE/module-gallery`);
    const delay = page.locator(`[data-gallery-type="dealBanner"] figure[data-contentful-entry-id="deal-banner-delivery-delay"]`).first();
    await delay.getByRole("link", { name: /^Edit .* in Contentful$/ }).focus();
    await page.locator(`#gallery-dealBanner`).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
    await shoot(page, "editing-gallery");

    // A code-owned feature in its frames: the subscription list as Anna and as Bernd see it.
    const list = page.locator(`[data-gallery-type="featureModule"] figure[data-contentful-entry-id="mycars-subscription-list"]`);
    await list.first().evaluate((figure) => figure.scrollIntoView({ block: "start" }));
    for (const figure of await list.all()) {
      await figure.locator("iframe").scrollIntoViewIfNeeded();
      await figure.locator("iframe").contentFrame().locator("article[data-deal-id]").first().waitFor({ timeout: 30_000 });
    }
    await list.first().evaluate((figure) => figure.scrollIntoView({ block: "start" }));
    await page.setViewportSize({ width: 1100, height: 1000 });
    await shoot(page, "editing-gallery-features");
    await page.setViewportSize({ width: 1100, height: 720 });

    const answer = await page.request.post(`${PORTAL}/portal/api/content-check`, {
      headers: { "x-webhook-secret": WEBHOOK_SECRET, "x-contentful-topic": "ContentManagement.Entry.save" },
      data: {
        sys: { type: "Entry", id: "welcome-hint", contentType: { sys: { type: "Link", linkType: "ContentType", id: "textblock" } } },
        fields: {
          internalName: { "de-DE": "Welcome hint" },
          title: { "de-DE": "Willkommen zurück" },
          visibility: { "de-DE": ["deal-is-delayed"] },
        },
      },
    });
    const body = JSON.stringify(await answer.json(), null, 2);
    const json = await browser.newPage({ viewport: { width: 1100, height: 270 } });
    await json.setContent(
      `<body style="font: 14px system-ui; margin: 24px"><p><strong>POST /portal/api/content-check</strong> (topic ContentManagement.Entry.save) → <strong>${answer.status()}</strong></p><pre style="white-space: pre-wrap; background: #f5f5f4; padding: 16px; border-radius: 8px"></pre></body>`,
    );
    await json.locator("pre").evaluate((pre, text) => (pre.textContent = text), body);
    await shoot(json, "editing-content-check");
  } finally {
    await browser.close();
  }
}

await main();
