import { describe, expect, it } from "vitest";
import type { ModuleEntryOf, ResolvedPage } from "@/cms/types";
import { LOCALES } from "@/i18n/locales";
import { validateEntry } from "@/cms/schema/validate-entry";
import { createFixturesSource, FIXTURE_DRAFTS, FIXTURE_ENTRIES, localeChain, localizeEntry, type LocalizedEntry } from "./fixtures-source";

const source = createFixturesSource();
const options = { preview: false };

const isFeatureModule = (module: ResolvedPage["modules"][number]): module is ModuleEntryOf<"featureModule"> => module.type === "featureModule";

describe("createFixturesSource", () => {
  it("lists the slugs of all fixture pages", async () => {
    expect((await source.listPageSlugs("de-DE", options)).sort()).toEqual([
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
    ]);
  });

  it.each([
    ["de-DE", "Alle Abos"],
    ["en-DE", "All subscriptions"],
    ["en-US", "All subscriptions"],
  ] as const)("resolves the subscription list page in %s", async (locale, title) => {
    const page = await source.getPage("mycars", locale, options);
    expect(page?.modules.map((module) => module.id)).toEqual([
      "mycars-announcement-fleet",
      "mycars-announcement-maintenance-2025",
      "mycars-announcement-2030",
      "mycars-subscription-list",
      "mycars-car-slider",
      "shared-emergency-call-block",
    ]);
    expect(page?.aside).toEqual([]);
    expect(page?.modules.filter(isFeatureModule)).toEqual([
      {
        id: "mycars-subscription-list",
        type: "featureModule",
        visibility: [],
        fields: { key: "subscription-list", title },
      },
    ]);
  });

  it("resolves the home page by the empty slug", async () => {
    expect(await source.getPage("", "de-DE", options)).toMatchObject({ id: "page-home", title: "Kundenportal" });
  });

  it("returns null for an unknown slug", async () => {
    expect(await source.getPage("no-such-page", "de-DE", options)).toBeNull();
  });
});

describe("localizeEntry", () => {
  it("follows the locale fallbacks of cms-schema", () => {
    expect(LOCALES.map(localeChain)).toEqual([["de-DE"], ["en-DE", "en-US", "de-DE"], ["en-US", "de-DE"]]);
  });

  it("falls back for localized fields and always takes the default locale for non-localized ones", () => {
    const entry: LocalizedEntry = {
      sys: { id: "number", contentType: { sys: { id: "contactNumber" } } },
      fields: {
        label: { "de-DE": "Kundenservice", "en-US": "Customer care" },
        hours: { "de-DE": "täglich 8–20 Uhr" },
        phoneNumber: { "de-DE": "+49 89 1234 5600", "en-DE": "+49 not localized" },
      },
    };
    const unchanged = { hours: "täglich 8–20 Uhr", phoneNumber: "+49 89 1234 5600" };
    expect(localizeEntry(entry, "en-DE").fields).toEqual({ label: "Customer care", ...unchanged });
    expect(localizeEntry(entry, "de-DE").fields).toEqual({ label: "Kundenservice", ...unchanged });
  });
});

describe("fixture drafts (issue 3: preview shows drafts)", () => {
  it("replace the published entry in preview only", async () => {
    const published = await source.getPage("", "de-DE", { preview: false });
    const draft = await source.getPage("", "de-DE", { preview: true });
    const titleOf = (page: typeof published) => page?.modules.find((module) => module.id === "home-welcome");
    expect(titleOf(published)).toMatchObject({ fields: { title: "Willkommen in deinem Kundenportal" } });
    expect(titleOf(draft)).toMatchObject({ fields: { title: "Willkommen in deinem neuen Kundenportal (Entwurf)" } });
  });

  it("are valid entries of a published entry's content type", () => {
    for (const draft of FIXTURE_DRAFTS) {
      const published = FIXTURE_ENTRIES.find((entry) => entry.sys.id === draft.sys.id);
      expect(published?.sys.contentType.sys.id, draft.sys.id).toBe(draft.sys.contentType.sys.id);
      for (const locale of ["de-DE", "en-DE", "en-US"] as const) {
        const published = new Map(FIXTURE_ENTRIES.map((entry) => [entry.sys.id, localizeEntry(entry, locale)]));
        expect(validateEntry(localizeEntry(draft, locale), published)).toEqual([]);
      }
    }
  });
});
