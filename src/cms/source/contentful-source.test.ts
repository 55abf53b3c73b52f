import { describe, expect, it, vi } from "vitest";
import type { CreateClientParams } from "contentful";
import { entryLinkId, type RawEntry } from "@/cms/schema/validate-entry";
import { isLocale, LOCALES } from "@/i18n/locales";
import { createContentfulSource, DELIVERY_HOST, PREVIEW_HOST, type DeliveryClient, type PageQuery } from "./contentful-source";
import { createFixturesSource, FIXTURE_ENTRIES, localizeEntry } from "./fixtures-source";

/** Serves the fixtures the way the Delivery API does with `withoutLinkResolution`. */
function fakeDeliveryClient(): DeliveryClient & { queries: PageQuery[] } {
  const queries: PageQuery[] = [];
  return {
    queries,
    withoutLinkResolution: {
      async getEntries(query) {
        queries.push(query);
        if (!isLocale(query.locale)) throw new Error(`unknown locale ${query.locale}`);
        const locale = query.locale;
        const entries = new Map(FIXTURE_ENTRIES.map((entry) => [entry.sys.id, localizeEntry(entry, locale)]));
        const items = [...entries.values()]
          .filter((entry) => entry.sys.contentType.sys.id === query.content_type)
          .filter((entry) => query["fields.slug"] === undefined || entry.fields.slug === query["fields.slug"])
          .slice(0, query.limit);
        return { items, includes: { Entry: linkedEntries(items, entries, query.include) } };
      },
    },
  };
}

/** Entries linked from `items`, up to `depth` links away, without the items themselves. */
function linkedEntries(items: RawEntry[], entries: Map<string, RawEntry>, depth: number): RawEntry[] {
  const found = new Map(items.map((item) => [item.sys.id, item]));
  let level = items;
  for (let step = 0; step < depth; step++) {
    level = level
      .flatMap((entry) => Object.values(entry.fields).flatMap(linkCandidates))
      .flatMap((value) => {
        const id = entryLinkId(value);
        return (id === null ? undefined : entries.get(id)) ?? [];
      })
      .filter((entry) => !found.has(entry.sys.id));
    for (const entry of level) found.set(entry.sys.id, entry);
  }
  return [...found.values()].filter((entry) => !items.includes(entry));
}

const config = {
  spaceId: "space",
  environment: "master",
  deliveryToken: "delivery-token",
  previewToken: "preview-token",
};

describe("createContentfulSource", () => {
  const fixtures = createFixturesSource();
  const slugs = [
    "",
    "about-us",
    "b2b",
    "b2b/[dealId]/report-damage-page",
    "b2b/[dealId]/schedule-service-page",
    "b2b/b2b-test-page",
    "b2b/contacts",
    "b2b/details",
    "b2b/digital-services",
    "b2b/job-auto",
    "b2b/job-auto/arbeitgeber",
    "b2b/job-auto/mitarbeitende",
    "b2b/report-damage-page",
    "b2b/schedule-service-page",
    "blog",
    "business/login",
    "buy",
    "cancelation",
    "car-lease",
    "car/[dealId]/prolongation/success",
    "car/[dealId]/support/inspection/confirmation",
    "careers",
    "cart",
    "contact",
    "damage-insurance",
    "faq-buy",
    "how-it-works",
    "imprint",
    "login",
    "loyalty",
    "myaccount",
    "myaccount/changepassword",
    "myaccount/companydetails",
    "myaccount/contactdetails",
    "myaccount/drivers",
    "myaccount/drivers/add",
    "myaccount/invoices",
    "myaccount/payment-session",
    "mycars",
    "mycars/[dealId]",
    "mycars/[dealId]/mileage",
    "mycars/[dealId]/prolongation",
    "mycars/[dealId]/prolongation/thank-you",
    "mycars/[dealId]/report-damage",
    "mycars/[dealId]/return",
    "mycars/[dealId]/schedule-service",
    "mycars/no-deal/report-damage",
    "mycars/no-deal/schedule-service",
    "newsletter/confirm",
    "partnerships",
    "press",
    "privacy",
    "privacy-careers",
    "referral",
    "reset-password",
    "return",
    "studentenrabatt",
    "subscribe",
    "subscribe/12-monate",
    "subscribe/14-days",
    "subscribe/[carSlug]",
    "subscribe/deals",
    "subscribe/elektro",
    "subscribe/suv",
    "sustainability",
    "terms",
    "terms-of-use",
  ];

  it.each(LOCALES.flatMap((locale) => slugs.map((slug) => [locale, slug] as const)))(
    "resolves %s page %j exactly like the fixtures source",
    async (locale, slug) => {
      const client = fakeDeliveryClient();
      const source = createContentfulSource(config, () => client);
      const options = { preview: false };

      const page = await source.getPage(slug, locale, options);
      expect(page).not.toBeNull();
      expect(page).toEqual(await fixtures.getPage(slug, locale, options));
      expect(client.queries).toEqual([{ content_type: "page", "fields.slug": slug, locale, include: 10, limit: 1 }]);
    },
  );

  it("lists the page slugs like the fixtures source", async () => {
    const source = createContentfulSource(config, () => fakeDeliveryClient());
    expect((await source.listPageSlugs("en-US", { preview: false })).sort()).toEqual(slugs);
  });

  it.each(LOCALES)("reads the site header and footer in %s exactly like the fixtures source", async (locale) => {
    const source = createContentfulSource(config, () => fakeDeliveryClient());
    const chrome = await source.getSiteChrome(locale, { preview: false });
    expect(chrome.header?.navigation.length).toBeGreaterThan(0);
    expect(chrome.businessFooter?.newsletter).not.toBeNull();
    expect(chrome).toEqual(await fixtures.getSiteChrome(locale, { preview: false }));
  });

  it("returns null when no page has the slug", async () => {
    const source = createContentfulSource(config, () => fakeDeliveryClient());
    expect(await source.getPage("no-such-page", "de-DE", { preview: false })).toBeNull();
  });

  it("uses the Delivery API, and the Preview API with the preview token in preview, with short retries", async () => {
    const factory = vi.fn((_params: CreateClientParams) => fakeDeliveryClient());
    const source = createContentfulSource(config, factory);

    await source.getPage("mycars", "de-DE", { preview: false });
    await source.listPageSlugs("de-DE", { preview: false });
    await source.getPage("mycars", "de-DE", { preview: true });

    // A few seconds at most before a page not yet cached gives up, not the SDK's default of about 20.
    const limits = { retryLimit: 2, timeout: 4_000 };
    expect(factory.mock.calls.map(([params]) => params)).toEqual([
      { space: "space", environment: "master", accessToken: "delivery-token", host: DELIVERY_HOST, ...limits },
      { space: "space", environment: "master", accessToken: "preview-token", host: PREVIEW_HOST, ...limits },
    ]);
  });

  it("refuses preview without a preview token", async () => {
    const source = createContentfulSource({ ...config, previewToken: null }, () => fakeDeliveryClient());
    await expect(source.getPage("mycars", "de-DE", { preview: true })).rejects.toThrow("No Contentful preview token");
  });
});

/** A field's values that may be links: list items, and, as the CDA does, the targets inside rich text. */
function linkCandidates(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  const node = value as { nodeType?: string; data?: { target?: unknown }; content?: unknown[] } | null;
  if (node && typeof node.nodeType === "string") {
    return [node.data?.target, ...(node.content ?? []).flatMap(linkCandidates)].filter((candidate) => candidate !== undefined);
  }
  return [value];
}
