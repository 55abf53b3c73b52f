import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { informalWords } from "../../src/cms/schema/informal-address";
import { gotoAndSettle } from "../helpers/layout-shift";
import { coverOfBlocks, passwordPersonas, sampleDealPages, type Persona } from "../helpers/persona-sample";
import { signInAs, type PersonaKey } from "./helpers";

/**
 * Business customers read "Sie" everywhere (deals.md §1, §6): no "du", "dich",
 * "dir" or "dein…" on any page of the content (read from the fixtures, so a new page is walked too).
 *
 * How the sample covers every page: the text of a page follows its content, the
 * audience, the business role (menus, the business portal) and, on a deal's pages, the deal's
 * blocks and state. So each page without a deal is walked once, the pages spread over one persona
 * of each business role, and the pages every role sees differently (the home page, the list, the
 * account, the business portal) by each; the deal page of the fewest business deals that show
 * every block (a block's words are the same in any set), and the deal's other pages once per deal state.
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
  .map((entry) => entry.fields.slug?.["de-DE"] ?? "")
  .sort();

const ROLE_PAGES = new Set(["", "mycars", "myaccount", "b2b"]);
const business = passwordPersonas.filter((persona) => persona.audience === "b2b");
const byRole = [...new Map(business.map((persona) => [persona.role, persona])).values()];

function walks(): Map<Persona, string[]> {
  const pages = new Map<Persona, string[]>();
  const add = (persona: Persona, path: string) => pages.set(persona, [...(pages.get(persona) ?? []), path]);
  slugs
    .filter((slug) => !slug.includes("[dealId]"))
    .forEach((slug, index) => {
      for (const persona of ROLE_PAGES.has(slug) ? byRole : [byRole[index % byRole.length]!]) add(persona, slug);
    });
  for (const { persona, deal } of coverOfBlocks(sampleDealPages(business), (sample) => sample.deal.blocks)) add(persona, `mycars/${deal.id}`);
  const byState = new Map(business.flatMap((persona) => persona.deals.map((deal) => [deal.state, { persona, deal }] as const)));
  for (const { persona, deal } of byState.values()) {
    for (const slug of slugs.filter((candidate) => candidate.includes("[dealId]") && candidate !== "mycars/[dealId]")) {
      add(persona, slug.replace("[dealId]", deal.id));
    }
  }
  return pages;
}

for (const [persona, paths] of walks()) {
  test(`${persona.name} (B2B, ${persona.role}) reads no "du" on ${paths.length} pages of the content`, async ({ page }) => {
    test.setTimeout(30_000 + paths.length * 5_000);
    await signInAs(page, persona.key as PersonaKey);
    for (const path of paths) {
      await gotoAndSettle(page, `/portal/de-DE${path ? `/${path}` : ""}`);
      await expect(page.locator("main")).toBeVisible();
      const text = await page.locator("body").innerText();
      expect(informalWords(text), `/de-DE/${path} (${page.url()})`).toEqual([]);
    }
  });
}

test("the walks reach every page of the content and every business role", () => {
  const walked = new Set([...walks().values()].flat().map((path) => path.replace(/deal-[\w-]+/, "[dealId]")));
  expect(slugs.filter((slug) => !walked.has(slug))).toEqual([]);
  expect(new Set(byRole.map((persona) => persona.role))).toEqual(new Set(["admin", "fleet_manager", "driver"]));
});
