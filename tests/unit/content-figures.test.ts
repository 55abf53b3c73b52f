/**
 * Figures of the spec (deals.md and account.md §9) that only content states: each named entry says
 * it in every locale and form of address it has, so that an edit of the fixtures that drops or
 * changes the figure fails here. The modules that show these entries are tested on their own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const CONTENT = join(import.meta.dirname, "..", "..", "fixtures", "content");
const LOCALES = ["de-DE", "en-DE", "en-US"] as const;
type Locale = (typeof LOCALES)[number];

interface RawEntry {
  sys: { id: string };
  fields: Record<string, Partial<Record<Locale, unknown>>>;
}

const entries = new Map<string, RawEntry>(
  readdirSync(CONTENT)
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => (JSON.parse(readFileSync(join(CONTENT, file), "utf8")) as { entries: RawEntry[] }).entries)
    .map((entry) => [entry.sys.id, entry]),
);

/** Everything an entry says in a locale: its text fields and the text of its rich text, one string. */
function textOf(id: string, locale: Locale): string {
  const entry = entries.get(id);
  if (!entry) throw new Error(`no content entry ${id}`);
  const collect = (node: unknown): string[] =>
    typeof node === "string"
      ? [node]
      : Array.isArray(node)
        ? node.flatMap(collect)
        : node && typeof node === "object"
          ? "value" in node && typeof node.value === "string"
            ? [node.value]
            : "content" in node
              ? collect(node.content)
              : []
          : [];
  return Object.values(entry.fields)
    .map((field) => field[locale])
    .flatMap(collect)
    .join(" ");
}

const FIGURES: [rule: string, ids: string[], says: Record<Locale, RegExp>][] = [
  [
    "deals.md §9: return protocol about 7 days after the return",
    ["deal-ended", "deal-ended-b2b", "deal-return-scheduled", "deal-return-scheduled-b2b"],
    {
      "de-DE": /Rückgabeprotokoll .*etwa 7 Tage nach der Rückgabe/,
      "en-DE": /return report.*about 7 days after the return/,
      "en-US": /return report.*about 7 days after the return/,
    },
  ],
  [
    "deals.md §9: payment method to be chosen within 7 days, else automatic debit",
    ["deal-ended", "deal-ended-b2b"],
    {
      "de-DE": /7 Tage Zeit, eine Zahlungsmethode zu wählen; sonst ziehen wir den Betrag automatisch per Lastschrift ein/,
      "en-DE": /7 days to choose a payment method; otherwise we collect the amount by direct debit/,
      "en-US": /7 days to choose a payment method; otherwise we'll collect the amount by direct debit/,
    },
  ],
  [
    "account.md §9: VIP hotline Monday to Wednesday 10 to 17",
    ["benefit-vip"],
    {
      "de-DE": /VIP-Hotline.*Montag bis Mittwoch 10–17 Uhr/,
      "en-DE": /VIP hotline.*Monday to Wednesday 10 am–5 pm/,
      "en-US": /VIP hotline.*Monday to Wednesday 10 am–5 pm/,
    },
  ],
  [
    "account.md §9: support requests handled within one business day",
    ["contact-support", "contact-support-b2b"],
    { "de-DE": /innerhalb eines Werktags/, "en-DE": /within one business day/, "en-US": /within one business day/ },
  ],
];

describe("figures of the spec that content states", () => {
  it.each(FIGURES.flatMap(([rule, ids, says]) => ids.flatMap((id) => LOCALES.map((locale) => [rule, id, locale, says[locale]] as const))))(
    "%s: %s in %s",
    (_rule, id, locale, pattern) => {
      expect(textOf(id, locale)).toMatch(pattern);
    },
  );
});

/**
 * deals.md §6: "B2B versus B2C … hides steps: return reason, pickup address, contact, pickup
 * instructions, appraisal option". The scheduled return's checklist (what to have ready at the
 * pickup) is a private customer's; the business variant keeps the return report's days.
 */
describe("the pickup instructions of a scheduled return are a private customer's (deals.md §6)", () => {
  it.each(LOCALES)("in %s", (locale) => {
    const checklist = {
      "de-DE": /halte bitte Folgendes bereit.*Fahrzeugschein/,
      "en-DE": /have the following ready/,
      "en-US": /have the following ready/,
    }[locale];
    expect(textOf("deal-return-scheduled", locale)).toMatch(checklist);
    expect(textOf("deal-return-scheduled-b2b", locale)).not.toMatch(/Folgendes bereit|Fahrzeugschein|following ready|registration document/);
  });
});

/**
 * account.md §2 "Page names on the German side": each names an account page. The portal's pages are
 * content entries found by slug; the feature on each is named by its feature key (or its module).
 */
const ACCOUNT_PAGES: [name: string, slug: string, feature: string][] = [
  ["myaccount", "myaccount", "account-data"],
  ["change-password", "myaccount/changepassword", "change-password"],
  ["edit-account", "myaccount/contactdetails", "edit-account"],
  ["edit-company", "myaccount/companydetails", "edit-company"],
  ["drivers-list", "myaccount/drivers", "drivers-list"],
  ["add-drivers", "myaccount/drivers/add", "driver-add"],
  ["invoices", "myaccount/invoices", "invoices"],
  ["referral", "referral", "referral"],
  ["loyalty", "loyalty", "loyaltyProgramme"],
];

describe("the account pages of account.md §2, by their German page names", () => {
  const pages = [...entries.values()].filter((entry) => (entry.fields.slug as Partial<Record<Locale, unknown>> | undefined)?.["de-DE"] !== undefined);
  const featuresOf = (page: RawEntry) =>
    ((page.fields.modules?.["de-DE"] ?? []) as { sys: { id: string } }[]).flatMap((link) => {
      const module = entries.get(link.sys.id) as (RawEntry & { sys: { contentType?: { sys: { id: string } } } }) | undefined;
      if (!module) return [];
      const key = module.fields.key?.["de-DE"];
      return [typeof key === "string" ? key : (module.sys.contentType?.sys.id ?? "")];
    });

  it.each(ACCOUNT_PAGES)("%s is the page /de-DE/%s with the feature %s", (_name, slug, feature) => {
    const page = pages.find((candidate) => candidate.fields.slug!["de-DE"] === slug);
    expect(page, `no page with the slug ${slug}`).toBeDefined();
    expect(featuresOf(page!)).toContain(feature);
  });
});

/**
 * deals.md §5: the return's and the handover's street, house number, city and names say
 * "{field} wird benötigt" when empty; the damage report's address fields say "Dies ist ein
 * Pflichtfeld." (the shared required message).
 */
describe("which required message the address and name fields of the forms name (deals.md §5)", () => {
  const requiredOf = (id: string) => {
    const validations = entries.get(id)?.fields.validations?.["de-DE"] as { rule: string; message?: string }[] | undefined;
    return validations?.find((validation) => validation.rule === "required") ?? null;
  };
  const named = ["street", "housenumber", "city", "firstname", "lastname"];
  it.each(["return-field", "handover-field"].flatMap((form) => named.flatMap((name) => [`${form}-${name}`, `${form}-${name}-b2b`])))(
    "%s: wird benötigt",
    (id) => expect(requiredOf(id)).toEqual({ rule: "required", message: "fieldRequired" }),
  );
  // The service request's address says it as the return's does (the spec names "Pflichtfeld" for the damage form only).
  it.each(["service-field-street", "service-field-housenumber", "service-field-city"])("%s: wird benötigt", (id) =>
    expect(requiredOf(id)).toEqual({ rule: "required", message: "fieldRequired" }),
  );
  it.each(["damage-field-street", "damage-field-housenumber", "damage-field-zip", "damage-field-city", "damage-field-defect", "damage-field-date"])(
    "%s: Dies ist ein Pflichtfeld.",
    (id) => expect(requiredOf(id)).toEqual({ rule: "required" }),
  );
});

/**
 * deals.md and account.md §9 "Support requests answered within one business day": a confirmation
 * that promises an answer says so, not "in den nächsten Tagen" (round 6 of the review).
 */
describe("every promise of an answer says one business day", () => {
  const LATER = /nächsten Tagen|next few days|coming days/i;
  const texts = (node: unknown, found: string[] = []): string[] => {
    if (typeof node === "string") found.push(node);
    else if (node && typeof node === "object") for (const value of Object.values(node)) texts(value, found);
    return found;
  };

  it("in the content and in the messages of every locale", () => {
    const sources = [
      ...[...entries.values()].map((entry) => entry.fields),
      ...LOCALES.map(
        (locale) => JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "src", "messages", `${locale}.json`), "utf8")) as unknown,
      ),
    ];
    expect(sources.flatMap((source) => texts(source)).filter((text) => LATER.test(text))).toEqual([]);
  });
});
