import { linkedCta, type LinkedCta } from "../cta/cta.contract";
import { defineContract, type CheckedEntry } from "@/cms/module-contract";
import { type VisibilityRuleName } from "@/cms/types";
import type { BannerTone } from "@/ui/banner";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
import { DELAY_MODAL_TEXT_KEYS, delayModalTexts, type DelayModalTexts } from "@/features/delivery/public";
import { placeholdersIn } from "./banner-text";

export interface DealBannerDefinition {
  /** The visibility rules an entry of this kind must name: they decide when it shows. */
  rules: readonly VisibilityRuleName[];
  /** The values that fill its texts' placeholders (`deal-banner-values.ts`). */
  placeholders: readonly string[];
  /** Its texts may name the credit for a late car. */
  credit?: true;
  tone: BannerTone;
  /** Its name on the page (`data-banner`), when two kinds are one banner to the customer. */
  name?: string;
}

/**
 * The banners of a subscription's page (deals.md §2, §4), one definition per kind. Content places
 * each one and holds its texts; the kind says which values fill its placeholders, which visibility
 * rules it must name and how it looks.
 */
export const DEAL_BANNERS = {
  verification: { rules: ["order-status-visible"], placeholders: [], tone: "info" },
  "delivery-delay": { rules: ["order-status-visible", "delivery-delayed"], placeholders: ["planned", "preferred"], credit: true, tone: "warning" },
  "return-reminder": { rules: ["return-reminder-banner"], placeholders: ["date"], tone: "warning" },
  "subscription-ends-soon": { rules: ["subscription-ends-soon"], placeholders: ["days", "date", "car"], tone: "info" },
  // The same banner once the return is booked: it counts the days to the return (deals.md §4), so it
  // names the return, not the subscription's end ("Vertragsende" on the card and the contract table).
  "return-booked-soon": {
    rules: ["subscription-ends-soon", "return-type-is-set"],
    placeholders: ["days", "date", "car"],
    tone: "info",
    name: "subscription-ends-soon",
  },
  // A prolonged deal says so where it said "ends in N days" (and offers no return).
  prolonged: { rules: ["deal-is-prolonged"], placeholders: ["start", "car"], tone: "success" },
  "auto-renewal-pending": { rules: ["auto-renewal-pending"], placeholders: ["date"], tone: "info", name: "auto-renewal" },
  // Renewed, a banner of its own: the walks tell the two phases apart (tests/helpers/deal-blocks.ts).
  "auto-renewal-done": { rules: ["auto-renewal-done"], placeholders: ["date"], tone: "info" },
  // An ended deal's deposit refund asks for bank details (its CTA opens the dialog), then says they arrived.
  "deposit-refund": { rules: ["deposit-refund-awaited"], placeholders: [], tone: "info" },
  "deposit-refund-received": { rules: ["deposit-refund-received"], placeholders: ["iban"], tone: "success" },
} as const satisfies Record<string, DealBannerDefinition>;

export type DealBannerKind = keyof typeof DEAL_BANNERS;
export const DEAL_BANNER_KINDS = Object.keys(DEAL_BANNERS) as DealBannerKind[];
const CREDIT_PLACEHOLDERS = ["credit"];

export interface BannerTexts {
  title: string;
  text: string;
  /** delivery-delay: the paragraph shown when a credit for the delay is due. */
  creditText: string | null;
}

export interface DealBannerFields {
  banner: DealBannerKind;
  texts: BannerTexts;
  /** The formal "Sie" wording for business customers; null: the texts above for everyone. */
  businessTexts: BannerTexts | null;
  /** delivery-delay: the delay-alternatives modal's texts (deals.md §2, §4); null for other kinds. */
  delayModal: DelayModalTexts | null;
  /** The same in "Sie" for business customers; null: `delayModal` for everyone. */
  businessDelayModal: DelayModalTexts | null;
  /** A button in the banner, e.g. one that opens the return modal ("Planen Sie jetzt Ihre Rückgabe" leads there). */
  cta: LinkedCta | null;
}

export const dealBannerContract = defineContract({
  contentType: "dealBanner",
  validate: (entry) => {
    const banner = entry.requiredOneOf("banner", DEAL_BANNER_KINDS);
    const { rules, placeholders } = DEAL_BANNERS[banner];
    const named = entry.listOf("visibility", VISIBILITY_RULE_NAMES);
    const credit = "credit" in DEAL_BANNERS[banner];
    const problems = rules
      .filter((rule) => !named.includes(rule))
      .map((rule) => `a ${banner} banner shows by the rule "${rule}": name it in visibility`);
    const checkPlaceholders = (field: string, allowed: readonly string[]) => {
      const unknown = placeholdersIn(entry.text(field) ?? "").filter((name) => !allowed.includes(name));
      const known = allowed.length > 0 ? ` (it fills ${allowed.map((name) => `{${name}}`).join(", ")})` : "";
      for (const name of unknown) problems.push(`${field} uses {${name}}, which a ${banner} banner does not fill${known}`);
    };
    for (const field of ["title", "text", "businessTitle", "businessText"]) checkPlaceholders(field, placeholders);
    for (const field of ["creditText", "businessCreditText"]) {
      if (credit) checkPlaceholders(field, CREDIT_PLACEHOLDERS);
      else if (entry.text(field) !== null) problems.push(`${field} is only for delivery-delay banners`);
    }
    for (const field of ["delayModal", "businessDelayModal"]) {
      const value = entry.object(field);
      if (value === undefined || value === null) {
        if (credit && field === "delayModal") problems.push("a delivery-delay banner names the texts of its delay-alternatives modal in delayModal");
      } else if (!credit) problems.push(`${field} is only for delivery-delay banners`);
      else if (!delayModalTexts(value)) problems.push(`${field} needs the texts ${DELAY_MODAL_TEXT_KEYS.join(", ")}`);
    }
    if ((entry.text("businessTitle") === null) !== (entry.text("businessText") === null)) problems.push("businessTitle and businessText go together");
    return problems;
  },
  fields: (entry): DealBannerFields => ({
    banner: entry.requiredOneOf("banner", DEAL_BANNER_KINDS),
    texts: { title: entry.requiredText("title"), text: entry.requiredText("text"), creditText: entry.text("creditText") },
    businessTexts: businessTexts(entry),
    delayModal: delayModalTexts(entry.object("delayModal")),
    businessDelayModal: delayModalTexts(entry.object("businessDelayModal")),
    cta: linkedCta(entry, "cta"),
  }),
});

function businessTexts(entry: CheckedEntry): BannerTexts | null {
  const title = entry.text("businessTitle");
  const text = entry.text("businessText");
  return title === null || text === null ? null : { title, text, creditText: entry.text("businessCreditText") ?? entry.text("creditText") };
}
