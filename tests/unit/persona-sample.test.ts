import { BLOCKS, INLINES, type Document } from "@contentful/rich-text-types";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import personas from "../../fixtures/personas.json";
import { findSessionCustomer } from "@/bff/auth/session-customer";
import { listCompanies } from "@/bff/business/business-portal-service";
import { dealActorId } from "@/bff/business/company-access";
import type { Db } from "@/bff/db/create-db";
import { user } from "@/bff/db/schema";
import { findDeal } from "@/bff/deals/deals-service";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "@/bff/testing/seeded-test-env";
import type { PageContext } from "@/kernel/page-context";
import { forAudience } from "@/cms/module-shown";
import { createFixturesSource } from "@/cms/source/fixtures-source";
import type { ModuleEntry, PageModule, ResolvedPage, RichTextTarget } from "@/cms/types";
import { isModuleVisible } from "@/cms/visibility";
import { blockWalks, passwordPersonas, sampleDealPages, sampleListPages, type Persona, type PersonaDeal } from "../helpers/persona-sample";

/**
 * The page walks (persona-blocks, layout-stability) visit one deal page per distinct
 * (audience, block set) of `fixtures/personas.json`. Here, without a browser: the sample is a
 * partition that covers every block in both locales, and every deal of a group gets, from the
 * seeded data and the content's visibility rules, the same visible modules as the deal the
 * browser checks.
 */

const dealSamples = sampleDealPages();
const listSamples = sampleListPages();
const walks = blockWalks();
const passwordDeals = passwordPersonas.flatMap((persona) => persona.deals.map((deal) => ({ persona, deal })));
const dealById = new Map(passwordDeals.map((entry) => [entry.deal.id, entry]));
const sortedBlocks = (deal: PersonaDeal) => [...(deal.blocks as string[])].sort();

describe("the sample of deal and list pages (tests/helpers/persona-sample.ts)", () => {
  it("puts every password persona's deal in exactly one group, the representative first", () => {
    const grouped = dealSamples.flatMap((sample) => sample.group);
    expect([...grouped].sort()).toEqual(passwordDeals.map(({ deal }) => deal.id).sort());
    for (const sample of dealSamples) expect(sample.group[0]).toBe(sample.deal.id);
  });

  it.each(dealSamples.map((sample) => [sample.deal.id, sample] as const))(
    "%s: every deal of its group has its audience and its blocks",
    (_id, sample) => {
      for (const id of sample.group) {
        const member = dealById.get(id);
        expect(member, id).toBeDefined();
        expect(member?.persona.audience, id).toBe(sample.persona.audience);
        expect(member && sortedBlocks(member.deal), id).toEqual(sortedBlocks(sample.deal));
      }
    },
  );

  it("puts every password persona in exactly one list group of one audience and one set of banners", () => {
    expect(listSamples.flatMap((sample) => sample.group).sort()).toEqual(passwordPersonas.map((persona) => persona.key).sort());
    const byKey = new Map(passwordPersonas.map((persona) => [persona.key, persona]));
    for (const sample of listSamples) {
      for (const key of sample.group) {
        const member = byKey.get(key);
        expect(member?.audience, key).toBe(sample.persona.audience);
        expect([...(member?.listBlocks ?? [])].sort(), key).toEqual([...sample.persona.listBlocks].sort());
        expect(member?.deals.length === 0, key).toBe(sample.persona.deals.length === 0);
      }
    }
  });

  for (const locale of ["de-DE", "en-US"] as const) {
    const deals = walks.flatMap((walk) => walk.deals.filter((sample) => sample.locales.includes(locale)).map((sample) => sample.deal));
    const lists = walks.filter((walk) => walk.list.includes(locale)).map((walk) => walk.persona);
    const dealBlocks = (deal: PersonaDeal) => deal.blocks as string[];
    const listBlocks = (persona: Persona) => persona.listBlocks as string[];

    it(`shows every block of personas.json in ${locale}, each present on one walked deal page and absent on another`, () => {
      const named = [...new Set(personas.flatMap((persona) => persona.deals.flatMap((deal) => deal.blocks as string[])))];
      expect(
        named.filter((block) => !deals.some((deal) => dealBlocks(deal).includes(block))),
        "blocks never shown",
      ).toEqual([]);
      expect(
        named.filter((block) => deals.every((deal) => dealBlocks(deal).includes(block))),
        "blocks never absent",
      ).toEqual([]);
    });

    it(`shows every list banner of personas.json in ${locale}, each present on one walked list and absent on another`, () => {
      const named = [...new Set(personas.flatMap((persona) => persona.listBlocks as string[]))];
      expect(
        named.filter((banner) => !lists.some((persona) => listBlocks(persona).includes(banner))),
        "banners never shown",
      ).toEqual([]);
      expect(
        named.filter((banner) => lists.every((persona) => listBlocks(persona).includes(banner))),
        "banners never absent",
      ).toEqual([]);
    });
  }

  const walkedDeals = (locale: "de-DE" | "en-US") => walks.flatMap((walk) => walk.deals.filter((sample) => sample.locales.includes(locale))).length;
  const walkedLists = (locale: "de-DE" | "en-US") => walks.filter((walk) => walk.list.includes(locale)).length;
  it(
    `walks fewer pages than every persona's every page: deal pages ${walkedDeals("de-DE")} + ${walkedDeals("en-US")} ` +
      `of ${passwordDeals.length} + ${passwordDeals.length}, lists ${walkedLists("de-DE")} + ${walkedLists("en-US")} ` +
      `of ${passwordPersonas.length} + ${passwordPersonas.length} (de-DE + en-US), ${walks.length} sign-ins`,
    () => {
      expect(walkedDeals("de-DE")).toBe(dealSamples.length);
      expect(walkedDeals("de-DE")).toBeLessThan(passwordDeals.length);
      expect(walkedDeals("en-US")).toBeLessThan(walkedDeals("de-DE"));
      expect(walkedLists("de-DE")).toBe(listSamples.length);
      expect(walkedLists("de-DE")).toBeLessThan(passwordPersonas.length);
      expect(walkedLists("en-US")).toBeLessThan(walkedLists("de-DE"));
    },
  );
});

/**
 * The proof that sampling is allowed: the visible content modules of `mycars/[dealId]` for each
 * deal, computed as `cms/cms-page.tsx` and `cms/render-modules.tsx` decide them (the deal read for
 * the signed-in customer, or for the contract holder of a company car, the page context's
 * audience, role and company settings, `forAudience`, `isModuleVisible`, and nested modules: the
 * action grid's CTAs, modals' modules, and entries embedded in rich text).
 *
 * Not covered, because a feature or module component decides it in code rather than content
 * visibility (the browser walk of the representative still sees it): whether the feature modules
 * render anything (order status with its power-of-attorney button, return status with the
 * pre-return appraisal, category subscription, services, extend options, insurance add-ons with
 * the deductible-reduction banners and the insurance-upgrade and one-time-mileage actions, damage
 * reports, business details, documents), which rows a data list shows (the driver row), a deal
 * banner whose placeholders find no value, a CTA whose link template cannot be filled, and the
 * transition-car modal, which `DealModalHost` opens outside the content. Those that are blocks of
 * tests/helpers/deal-blocks.ts a group shares by construction (one block list); the documents list
 * and the data lists' other rows neither check covers. What this test adds is that no content
 * module differs silently between a group's deals.
 */
describe("every deal of a group renders its representative's modules (mycars/[dealId], de-DE)", () => {
  let env: SeededTestEnv;
  let page: ResolvedPage;
  const modulesOf = new Map<string, string[]>();

  beforeAll(async () => {
    env = await openSeededTestEnv();
    const resolved = await createFixturesSource().getPage("mycars/[dealId]", "de-DE", { preview: false });
    if (!resolved) throw new Error("No content page of slug mycars/[dealId]");
    page = resolved;
    for (const { persona, deal } of passwordDeals) {
      const context = await dealPageContext(env.db, persona, deal.id);
      modulesOf.set(deal.id, visibleModules([...page.modules, ...page.aside], context));
    }
  });
  afterAll(async () => {
    await env?.close();
  });

  it("reads every persona's deal for its persona, and the groups' module lists differ from one another", () => {
    expect([...modulesOf.keys()].sort()).toEqual(passwordDeals.map(({ deal }) => deal.id).sort());
    const distinct = new Set(dealSamples.map((sample) => JSON.stringify(modulesOf.get(sample.deal.id))));
    // A computation that found no deal or no rule would give every page the same modules.
    expect(distinct.size).toBeGreaterThan(dealSamples.length / 2);
  });

  it.each(dealSamples.map((sample) => [sample.deal.id, sample.group.length, sample] as const))(
    "%s's group of %i",
    (representative, _size, sample) => {
      const expected = modulesOf.get(representative) ?? [];
      for (const id of sample.group.slice(1)) {
        expect(modulesOf.get(id), `${id} against ${representative}`).toEqual(expected);
      }
    },
  );
});

/**
 * The context `loadPageContext` (cms/cms-page.tsx) builds for the persona signed in on
 * `/de-DE/mycars/{dealId}`, without a query. The page reads the deal with the real clock against a
 * database seeded relative to that clock (`npm run db:seed` before the e2e server starts); here
 * both are TEST_NOW, as in the other BFF tests.
 */
async function dealPageContext(db: Db, persona: Persona, dealId: string): Promise<PageContext> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, persona.email));
  const customer = row ? await findSessionCustomer(db, row.id) : null;
  if (!customer) throw new Error(`${persona.key} is not a seeded customer`);
  const actorId = customer.audience === "b2b" ? await dealActorId(db, customer.customerId, dealId) : customer.customerId;
  const deal = actorId ? await findDeal(db, actorId, dealId, TEST_NOW) : null;
  if (!actorId || !deal) throw new Error(`${persona.key} cannot open ${dealId}: the page would be a 404`);
  return {
    locale: "de-DE",
    path: `/de-DE/mycars/${dealId}`,
    params: { dealId },
    query: {},
    customer: actorId !== customer.customerId ? { ...customer, customerId: actorId } : customer,
    deal,
    preview: false,
    editor: false,
    now: TEST_NOW,
    audience: customer.audience,
    role: customer.role,
    businessSettings: customer.audience === "b2b" ? ((await listCompanies(db, customer.customerId))[0]?.settings ?? null) : null,
  };
}

/** The ids of the modules `RenderModules` renders, in order; a nested one as "host > nested". */
function visibleModules(modules: readonly PageModule[], context: PageContext, prefix = ""): string[] {
  return modules.flatMap((module) => {
    const entry = forAudience(module, context);
    if (entry.type === "unsupported" || !isModuleVisible(entry.visibility, context.deal, context)) return [];
    const id = `${prefix}${entry.id}`;
    return [id, ...nestedModules(entry, context, `${id} > `)];
  });
}

/** What a module renders of the entries it holds, by the same rules as its component. */
function nestedModules(entry: ModuleEntry, context: PageContext, prefix: string): string[] {
  switch (entry.type) {
    case "actionGrid":
      return entry.fields.actions
        .filter((action) => isModuleVisible(action.visibility, context.deal, context))
        .map((action) => `${prefix}${action.id}`);
    case "modal":
      // Open only while the query names it; the walked page has no query.
      return context.query.modalName === entry.fields.name ? visibleModules(entry.fields.modules, context, prefix) : [];
    case "textblock":
      return embeddedModules(entry.fields.body, context, prefix);
    case "accordion":
      return entry.fields.items.flatMap((item) => embeddedModules(item.body, context, prefix));
    default:
      return [];
  }
}

/** Rich text (modules/rich-text/rich-text.tsx): an embedded block renders as a module, an inline entry only as a visible CTA. */
function embeddedModules(document: Document, context: PageContext, prefix: string): string[] {
  type Node = { nodeType: string; data?: { resolved?: RichTextTarget }; content?: Node[] };
  const visit = (node: Node): string[] => {
    const target = node.data?.resolved;
    if (target?.kind === "module" && node.nodeType === BLOCKS.EMBEDDED_ENTRY) return visibleModules([target.module], context, prefix);
    if (target?.kind === "module" && node.nodeType === INLINES.EMBEDDED_ENTRY) {
      const { module } = target;
      return module.type === "cta" && isModuleVisible(module.visibility, context.deal, context) ? [`${prefix}${module.id}`] : [];
    }
    return (node.content ?? []).flatMap(visit);
  };
  return visit(document as unknown as Node);
}
