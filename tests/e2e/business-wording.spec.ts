import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import personas from "../../fixtures/personas.json" with { type: "json" };
import { informalWords } from "../../src/cms/schema/informal-address";
import { signInAs, type PersonaKey } from "./helpers";

/**
 * Issue 21 item 1: business customers read "Sie" everywhere (deals.md §1, §6). Each business
 * persona walks every page of the content (read from the fixtures, so a new page is walked too),
 * every `[dealId]` page once per deal of theirs, and finds no "du", "dich", "dir" or "dein…" on it.
 */
const CONTENT_DIR = new URL("../../fixtures/content/", import.meta.url);

const slugs = readdirSync(CONTENT_DIR)
  .filter((file) => file.endsWith(".json"))
  .flatMap(
    (file) =>
      (
        JSON.parse(readFileSync(new URL(file, CONTENT_DIR), "utf8")) as {
          entries: { sys: { contentType: { sys: { id: string } } }; fields: { slug?: { "de-DE"?: string } } }[];
        }
      ).entries,
  )
  .filter((entry) => entry.sys.contentType.sys.id === "page")
  .map((entry) => entry.fields.slug?.["de-DE"] ?? "");

for (const persona of personas.filter((candidate) => candidate.audience === "b2b")) {
  test(`${persona.name} (B2B) reads no "du" on any page of the content`, async ({ page }) => {
    const paths = slugs.flatMap((slug) => (slug.includes("[dealId]") ? persona.deals.map((deal) => slug.replace("[dealId]", deal.id)) : [slug]));
    test.setTimeout(30_000 + paths.length * 5_000); // every page, every deal
    expect(paths.length).toBeGreaterThanOrEqual(6);
    await signInAs(page, persona.key as PersonaKey);
    for (const path of paths) {
      await page.goto(`/portal/de-DE${path ? `/${path}` : ""}`);
      await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
      await expect(page.locator("main")).toBeVisible();
      const text = await page.locator("body").innerText();
      expect(informalWords(text), `/de-DE/${path} (${page.url()})`).toEqual([]);
    }
  });
}
