import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "@/bff/testing/seeded-test-env";
import { DEAL_BANNER_KINDS } from "@/modules/deal-banner/deal-banner.contract";
import type { ModuleEntryOf } from "../types";
import { examplesOf, FIXTURE_SPACE, galleryLookup, pagesOfEntries } from "./gallery-examples";
import { gallerySituations, situationReaches, situationsFor, situationsShowing, visitorSituation } from "./gallery-situations.server";
import { galleryAudiences, galleryViewers, reachingSituations } from "./gallery-states";

const database = vi.hoisted(() => ({ env: null as SeededTestEnv | null }));
vi.mock("@/bff/db/client", () => ({ getDb: async () => database.env?.db }));

beforeAll(async () => {
  vi.stubEnv("PORTAL_NOW", TEST_NOW.toISOString());
  database.env = await openSeededTestEnv();
});
afterAll(async () => {
  await database.env?.close();
  vi.unstubAllEnvs();
});

const banners = () => examplesOf("dealBanner", galleryLookup(FIXTURE_SPACE, "de-DE")) as ModuleEntryOf<"dealBanner">[];

/**
 * The gallery shows each banner kind as a demo persona sees it: every kind is reached by one of
 * the seeded personas (on the seed's day), private and business, or, for the three states a
 * persona gets to only by acting or by the back office moving on, by a deal one step before it,
 * changed in memory (`gallery-what-if.ts`). A kind reached neither way is a state editors cannot
 * see: the seed needs a persona for it.
 */
describe("gallerySituations: the seeded personas reach every deal banner kind", () => {
  it("covers every kind with an entry in the fixtures", () => {
    expect(new Set(banners().map((entry) => entry.fields.banner))).toEqual(new Set(DEAL_BANNER_KINDS));
  });

  it("names, per kind, the first persona whose deal shows it, for private and business customers", async () => {
    const situations = await gallerySituations("de-DE");
    const reached: Record<string, string[]> = {};
    for (const entry of banners()) {
      const audiences = galleryAudiences(entry.fields.businessTexts !== null);
      const found = await reachingSituations(await situationsFor(entry, situations), audiences, (situation) => situationReaches(entry, situation));
      reached[entry.fields.banner] = found.map(
        ({ audience, situation, borrowed }) =>
          `${audience}: ${situation.deal?.id}${borrowed ? " (borrowed)" : ""}${situation.whatIf ? `, ${situation.whatIf}` : ""}`,
      );
    }
    expect(reached).toEqual({
      verification: ["b2c: deal-paul-signed", "b2b: deal-paul-signed (borrowed)"],
      "delivery-delay": ["b2c: deal-paul-created", "b2b: deal-paul-created (borrowed)"],
      "return-reminder": ["b2c: deal-anna-plan", "b2b: deal-bernd-minib2b"],
      "subscription-ends-soon": ["b2c: deal-anna-plan", "b2b: deal-bernd-minib2b"],
      "return-booked-soon": ["b2c: deal-anna-return", "b2b: deal-anna-return (borrowed)"],
      prolonged: ["b2c: deal-anna-active, once the customer prolonged it", "b2b: deal-bernd-minib2b, once the customer prolonged it"],
      "auto-renewal-pending": ["b2c: deal-anna-active", "b2b: deal-anna-active (borrowed)"],
      "auto-renewal-done": ["b2c: deal-rita-active", "b2b: deal-rita-active (borrowed)"],
      "deposit-refund": ["b2c: deal-anna-ended", "b2b: deal-berta-ended"],
      "deposit-refund-received": [
        "b2c: deal-anna-ended, once the customer sent their bank details",
        "b2b: deal-berta-ended, once the customer sent their bank details",
      ],
    });
  });

  it("reads nothing but the demo personas, and their deals only", async () => {
    const situations = await gallerySituations("de-DE");
    for (const situation of situations) {
      expect(situation.context.customer?.email).toMatch(/@demo\.portal$/);
      if (situation.deal) expect(situation.context.deal?.id).toBe(situation.deal.id);
    }
  });
});

describe("the gallery's code-owned blocks: each on the page it is placed on, as whoever meets it there", () => {
  const byId = galleryLookup(FIXTURE_SPACE, "de-DE");
  const pages = pagesOfEntries(byId);

  it("finds an entry's page through its modal and the modal's modules", () => {
    expect(pages.get("mycars-subscription-list")).toEqual(["mycars"]);
    expect(pages.get("buy-car-modal")).toEqual(["mycars/[dealId]"]);
    expect(pages.get("buy-car-feature")).toEqual(["mycars/[dealId]"]);
    expect(pages.get("loyalty-programme-b2b")).toEqual(["loyalty"]);
    expect(pages.get("car-search-elektro")).toEqual(["subscribe/elektro"]);
  });

  it("renders a feature of a deal page on a private and a business persona's deal where its rules hold", async () => {
    const situations = await gallerySituations("de-DE");
    const reachedOn = async (id: string) => {
      const entry = examplesOf("featureModule", byId).find((example) => example.id === id) as ModuleEntryOf<"featureModule">;
      const [viewer] = galleryViewers(pages.get(id) ?? [], false);
      if (viewer === "visitor") return "visitor";
      return (await situationsShowing(entry, viewer!, situations)).map(
        ({ audience, situation }) => `${audience}: ${situation.deal?.id ?? situation.persona.key}`,
      );
    };
    // A private customer's order status: business customers have an entry of their own.
    expect(await reachedOn("deal-order-status")).toEqual(["b2c: deal-paul-signed"]);
    expect(await reachedOn("deal-b2b-order-status")).toEqual(["b2b: deal-bernd-ordered"]);
    expect(await reachedOn("deal-vehicle-details")).toEqual(["b2c: deal-anna-active", "b2b: deal-bernd-ordered"]);
    expect(await reachedOn("drivers-list")).toEqual(["b2c: anna", "b2b: bernd"]);
    expect(await reachedOn("car-search-elektro")).toBe("visitor");
  });

  it("shows a visitor the page without its parameters, signed out", () => {
    const { context, persona } = visitorSituation("en-US", "subscribe/[carSlug]");
    expect(context.path).toBe("/en-US/subscribe");
    expect(context.customer).toBeNull();
    expect(persona.name).toBe("a signed-out visitor");
  });
});
