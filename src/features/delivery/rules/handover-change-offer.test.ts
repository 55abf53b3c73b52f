import { describe, expect, it } from "vitest";
import type { Document } from "@contentful/rich-text-types";
import dealDetails from "../../../../fixtures/content/deal-details.json";
import { isModuleVisible, type VisibilityRuleName } from "@/cms/visibility";
import type { BusinessSettings } from "@/features/business/types";
import type { RuleContext } from "@/features/deals/rules/rule-context";
import type { Deal } from "@/features/deals/types";
import type { Locale } from "@/i18n/locales";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { formatMoney, priceFor } from "@/lib/money";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import {
  FREE_HANDOVER_CHANGE_DAYS_BEFORE_DELIVERY,
  HANDOVER_CHANGE_FEES_EUR,
  feeKindOfAChange,
  feeOfAChange,
  handoverChangeOfferOf,
  type HandoverChangeFeeKind,
} from "./handover-change";

const NOW = dayjs.tz("2026-06-10 12:00", TIME_ZONE);
const inDays = (days: number) => NOW.add(days, "day").format("YYYY-MM-DD");

const SWITCHED_OFF: BusinessSettings = {
  sharedReturnMaxSubscriptions: 999,
  handover: false,
  mileageUpgrade: true,
  reportDamage: true,
  scheduleService: true,
  showForFinnUsers: true,
};

/** A CREATED order awaiting its car, delivery planned `days` ahead. */
function order(days: number, overrides: Partial<Deal> = {}): Deal {
  return makeDeal({
    state: "CREATED",
    actual_handover_date: null,
    planned_delivery_date: inDays(days),
    preferred_delivery_date: inDays(days),
    handover_changeable: true,
    delivery_preparation_started: false,
    ...overrides,
  });
}
const B2B = { type: "MINIB2B" } as const satisfies Partial<Deal>;
const b2c: RuleContext = { now: NOW, audience: "b2c", role: null };
const b2b: RuleContext = { now: NOW, audience: "b2b", role: "admin", businessSettings: null };
const b2bSwitchedOff: RuleContext = { ...b2b, businessSettings: SWITCHED_OFF };

describe("feeKindOfAChange (deals.md §9: free until 11 days before delivery, then 99 EUR; 149 EUR once preparation started)", () => {
  const today = "2026-06-10";
  it.each([
    ["delivery in 30 days", "2026-07-10", false, "free", 0],
    ["delivery in 11 days", "2026-06-21", false, "free", 0],
    ["delivery in 10 days", "2026-06-20", false, "effort_fee", 99],
    ["delivery tomorrow", "2026-06-11", false, "effort_fee", 99],
    ["no delivery date", null, false, "free", 0],
    ["preparation started, delivery in 28 days", "2026-07-08", true, "short_term_fee", 149],
    ["preparation started, delivery in 5 days", "2026-06-15", true, "short_term_fee", 149],
  ] as const)("%s → %s (%s EUR)", (_case, delivery, preparationStarted, kind, amount) => {
    expect(FREE_HANDOVER_CHANGE_DAYS_BEFORE_DELIVERY).toBe(11);
    expect(feeKindOfAChange({ delivery, today, preparationStarted })).toBe(kind);
    expect(feeOfAChange({ delivery, today, preparationStarted })).toBe(amount);
  });
});

describe("handoverChangeOfferOf: the deal page's word on changing the delivery (deals.md §4 Handover, §9)", () => {
  it.each([
    // case, deal, context, offer, the fee as charged (B2B net of VAT)
    ["private, delivery in 30 days, not being prepared: free", order(30), b2c, "free", 0],
    ["private, delivery in 11 days: still free", order(11), b2c, "free", 0],
    ["private, delivery in 10 days (deal-dora-soon): 99 EUR", order(10), b2c, "effort_fee", 99],
    ["private, preparation started 28 days ahead (Paul): 149 EUR", order(28, { delivery_preparation_started: true }), b2c, "short_term_fee", 149],
    ["private, handover not changeable (deal-dora-late15): no offer", order(30, { handover_changeable: false }), b2c, null, null],
    ["private, not changeable inside 11 days: no offer", order(5, { handover_changeable: false }), b2c, null, null],
    ["business, delivery in 30 days: free", order(30, B2B), b2b, "free", 0],
    ["business, delivery in 10 days: 83,19 EUR net", order(10, B2B), b2b, "effort_fee", 83.19],
    ["business, preparation started: 125,21 EUR net", order(28, { ...B2B, delivery_preparation_started: true }), b2b, "short_term_fee", 125.21],
    ["business, company switched the change off (deal-viktor-ordered): no offer", order(30, B2B), b2bSwitchedOff, null, null],
    ["business, switched off inside 11 days: no offer", order(10, B2B), b2bSwitchedOff, null, null],
  ] as const)("%s", (_case, deal, context, offer, charged) => {
    const kind = handoverChangeOfferOf(deal, context);
    expect(kind).toBe(offer);
    expect(kind === null ? null : priceFor(context.audience === "b2b", HANDOVER_CHANGE_FEES_EUR[kind])).toBe(charged);
  });
});

/** The deal page's texts of a car in preparation: each entry with its business variant. */
const PREPARATION_TEXTS = [
  "deal-in-preparation",
  "deal-delivery-date-open",
  "deal-handover-change-free",
  "deal-handover-change-effort-fee",
  "deal-handover-change-short-term-fee",
];

interface RawEntry {
  sys: { id: string };
  fields: { body?: Record<string, Document>; visibility?: { "de-DE": string[] }; businessVariant?: { "de-DE": { sys: { id: string } } } };
}
const entries = new Map((dealDetails as unknown as { entries: RawEntry[] }).entries.map((entry) => [entry.sys.id, entry]));

function plain(document: Document | undefined): string {
  const texts: string[] = [];
  const visit = (node: unknown): void => {
    if (node && typeof node === "object") {
      if ("value" in node && typeof node.value === "string") texts.push(node.value);
      if ("content" in node && Array.isArray(node.content)) node.content.forEach(visit);
    }
  };
  visit(document);
  return texts.join(" ");
}

/** What the deal page says about the car in preparation, for this deal and viewer, in `locale`. */
function pageText(deal: Deal, context: RuleContext, locale: Locale): string {
  return PREPARATION_TEXTS.flatMap((id) => {
    const main = entries.get(id)!;
    const variantId = main.fields.businessVariant?.["de-DE"].sys.id;
    const entry = context.audience === "b2b" && variantId ? entries.get(variantId)! : main;
    const rules = (entry.fields.visibility?.["de-DE"] ?? []) as VisibilityRuleName[];
    return isModuleVisible(rules, deal, context) ? [plain(entry.fields.body![locale])] : [];
  }).join(" ");
}

describe("the deal page's preparation text follows the fee the BFF charges today (content with visibility rules)", () => {
  it("has every text entry and its business variant", () => {
    for (const id of PREPARATION_TEXTS) {
      expect(entries.get(id), id).toBeDefined();
      expect(entries.get(`${id}-b2b`), `${id}-b2b`).toBeDefined();
    }
  });

  it.each([
    // case, deal, context, locale, said, not said
    [
      "free, more than 11 days ahead",
      order(30, { planned_delivery_date: null }),
      b2c,
      "de-DE",
      ["bis 11 Tage vor der Lieferung kostenlos ändern", "Sobald der Liefertermin feststeht"],
      ["kostet jetzt"],
    ],
    [
      "free, date planned",
      order(30),
      b2c,
      "de-DE",
      ["bis 11 Tage vor der Lieferung kostenlos ändern"],
      ["Sobald der Liefertermin feststeht", "kostet jetzt"],
    ],
    ["inside 11 days (deal-dora-soon)", order(10), b2c, "de-DE", ["Eine Änderung kostet jetzt 99 €."], ["kostenlos ändern", "149"]],
    ["inside 11 days, en-DE", order(10), b2c, "en-DE", ["a change now costs 99 €."], ["free of charge", "$"]],
    ["inside 11 days, en-US", order(10), b2c, "en-US", ["a change now costs 99 €."], ["free of charge", "$"]],
    [
      "preparation started (Paul)",
      order(28, { delivery_preparation_started: true }),
      b2c,
      "de-DE",
      ["Eine Änderung kostet jetzt 149 €."],
      ["kostenlos ändern", "99 €"],
    ],
    [
      "preparation started, en-US",
      order(28, { delivery_preparation_started: true }),
      b2c,
      "en-US",
      ["a change now costs 149 €."],
      ["free of charge", "$"],
    ],
    [
      "not changeable (deal-dora-late15)",
      order(30, { handover_changeable: false }),
      b2c,
      "de-DE",
      ["Vor der Lieferung machen wir dein Auto startklar"],
      ["ändern", "kostet", "kostenlos"],
    ],
    ["business, free", order(30, B2B), b2b, "de-DE", ["können Sie bis 11 Tage vor der Lieferung kostenlos ändern"], ["kostet jetzt", " du "]],
    ["business, inside 11 days", order(10, B2B), b2b, "de-DE", ["Eine Änderung kostet jetzt 83,19 € zzgl. MwSt."], ["kostenlos ändern", "99 €"]],
    ["business, inside 11 days, en-US", order(10, B2B), b2b, "en-US", ["a change now costs 83,19 € plus VAT."], ["$"]],
    [
      "business, preparation started",
      order(28, { ...B2B, delivery_preparation_started: true }),
      b2b,
      "de-DE",
      ["Eine Änderung kostet jetzt 125,21 € zzgl. MwSt."],
      ["kostenlos ändern", "149 €"],
    ],
    [
      "business, preparation started, en-DE",
      order(28, { ...B2B, delivery_preparation_started: true }),
      b2b,
      "en-DE",
      ["a change now costs 125,21 € plus VAT."],
      ["$"],
    ],
    [
      "business, switched off (deal-viktor-ordered)",
      order(30, B2B),
      b2bSwitchedOff,
      "de-DE",
      ["Vor der Lieferung machen wir Ihr Auto startklar"],
      ["ändern", "kostet", "kostenlos"],
    ],
    [
      "business, switched off, en-US",
      order(10, B2B),
      b2bSwitchedOff,
      "en-US",
      ["Before delivery, we get your car ready"],
      ["change", "free of charge"],
    ],
  ] as const)("%s", (_case, deal, context, locale, said, notSaid) => {
    const text = pageText(deal, context, locale);
    for (const part of said) expect(text).toContain(part);
    for (const part of notSaid) expect(text).not.toContain(part);
  });

  it.each([
    ["deal-handover-change-effort-fee", "effort_fee", false],
    ["deal-handover-change-effort-fee-b2b", "effort_fee", true],
    ["deal-handover-change-short-term-fee", "short_term_fee", false],
    ["deal-handover-change-short-term-fee-b2b", "short_term_fee", true],
  ] as const)("%s names the fee the rule charges (99 €, 149 €; B2B 83,19 €, 125,21 € net)", (id, kind, business) => {
    const body = entries.get(id)!.fields.body!;
    const amount = priceFor(business, HANDOVER_CHANGE_FEES_EUR[kind satisfies HandoverChangeFeeKind]);
    // Intl writes a no-break space before the euro sign; content writes a plain one.
    const money = formatMoney(amount).replace(/\u00a0/g, " ");
    expect(plain(body["de-DE"])).toContain(money);
    expect(plain(body["en-US"])).toContain(money);
    expect(plain(body["en-DE"])).toContain(money);
  });
});
