/**
 * The optional blocks of the vehicle-details page and the banners of the subscription list, as
 * `fixtures/personas.json` names them, with how a person finds each: a role and its accessible
 * name per locale, a data-list term, or a banner's `data-banner` name (the same in every locale).
 */
type Named = { "de-DE": string | RegExp; "en-US": string | RegExp };
export type BlockFinder = { role: "region" | "button" | "link" | "dialog"; name: Named } | { term: Named } | { banner: string };

export const DEAL_BLOCKS = {
  // A modal on load rather than a block; while it is open the rest of the page is inert.
  "transition-car-modal": { role: "dialog", name: { "de-DE": "Dein Übergangsfahrzeug", "en-US": "Your transition car" } },
  verification: { banner: "verification" },
  "delivery-delay": { banner: "delivery-delay" },
  "return-reminder": { banner: "return-reminder" },
  "subscription-ends-soon": { banner: "subscription-ends-soon" },
  "auto-renewal": { banner: "auto-renewal" },
  "auto-renewal-done": { banner: "auto-renewal-done" },
  // An ended deal's refund awaiting the bank details (after saving, "deposit-refund-received").
  "deposit-refund": { banner: "deposit-refund" },
  "order-status": { role: "region", name: { "de-DE": "Bestellstatus", "en-US": "Order status" } },
  // The deal page's word on changing the delivery, by the fee a change costs today (deals.md §9); none
  // where the change is switched off or not changeable.
  "handover-change-free": { role: "region", name: { "de-DE": "Lieferung ändern: kostenlos", "en-US": "Changing the delivery: free of charge" } },
  "handover-change-effort-fee": {
    role: "region",
    name: { "de-DE": /^Lieferung ändern: (99 €|83,19 € zzgl\. MwSt\.)$/, "en-US": /^Changing the delivery: (99 €|83,19 € plus VAT)$/ },
  },
  "handover-change-short-term-fee": {
    role: "region",
    name: { "de-DE": /^Lieferung ändern: (149 €|125,21 € zzgl\. MwSt\.)$/, "en-US": /^Changing the delivery: (149 €|125,21 € plus VAT)$/ },
  },
  "power-of-attorney": { role: "button", name: { "de-DE": /^(Du bist|Sie sind) verhindert\?$/, "en-US": "Can't make it?" } },
  "return-status": { role: "region", name: { "de-DE": "Rückgabestatus", "en-US": "Return status" } },
  // The scheduled return's checklist (content, "return-is-scheduled"): apart from the return status,
  // which a return shows only once its status is known.
  "return-scheduled": { role: "region", name: { "de-DE": /^(Deine|Ihre) Rückgabe ist geplant$/, "en-US": "Your return is scheduled" } },
  // The offer until one is booked, then the booking: either is the block.
  "pre-return-appraisal": { banner: "pre-return-appraisal" },
  "category-subscription": { role: "region", name: { "de-DE": "Kategorie-Abo", "en-US": "Category subscription" } },
  services: { role: "region", name: { "de-DE": "Leistungen", "en-US": "Services" } },
  // The latest reading and whether the package covers it, on ACTIVE deals.
  "mileage-status": { role: "region", name: { "de-DE": "Kilometerstand", "en-US": "Mileage" } },
  "business-details": { role: "region", name: { "de-DE": "Fahrer und Unternehmen", "en-US": "Driver and company" } },
  "driver-row": { term: { "de-DE": "Fahrer:in", "en-US": "Driver" } },
  "mileage-action": { role: "link", name: { "de-DE": "Kilometerstand melden", "en-US": "Report mileage" } },
  "mileage-upgrade-action": { role: "link", name: { "de-DE": "Kilometerpaket erhöhen", "en-US": "Upgrade mileage package" } },
  "swap-action": { role: "link", name: { "de-DE": "Fahrzeug tauschen", "en-US": "Swap the car" } },
  // The extend-subscription selector (deals.md §2, §4), titled by content.
  "extend-options": { role: "region", name: { "de-DE": "Wie geht es weiter?", "en-US": "What's next?" } },
  "damage-reports": { role: "region", name: { "de-DE": "Schadensmeldungen", "en-US": "Damage reports" } },
  "emergency-call": { role: "region", name: { "de-DE": "Hilfe im Notfall", "en-US": "Emergency assistance" } },
  // Insurance and add-ons: the deductible reduction offered, or announced to a lead, and
  // the actions opening INSURANCE_UPGRADE and one_time_mileage.
  "deductible-reduction": { banner: "deductible-reduction" },
  "deductible-reduction-coming-later": { banner: "deductible-reduction-coming-later" },
  "insurance-upgrade-action": { role: "link", name: { "de-DE": "Versicherung upgraden", "en-US": "Upgrade insurance" } },
  "one-time-mileage-action": { role: "link", name: { "de-DE": "Kilometer hinzubuchen", "en-US": "Add kilometers" } },
} as const satisfies Record<string, BlockFinder>;

/** Banners and blocks of the subscription list, per persona. */
export const LIST_BLOCKS = {
  swap: { banner: "swap" },
  "bridging-vehicle": { banner: "bridging-vehicle" },
  "car-slider": { role: "region", name: { "de-DE": "Beliebte Autos im Abo", "en-US": "Popular cars to subscribe" } },
} as const satisfies Record<string, BlockFinder>;

export type DealBlock = keyof typeof DEAL_BLOCKS;
export const DEAL_BLOCK_NAMES = Object.keys(DEAL_BLOCKS) as DealBlock[];
export type ListBlock = keyof typeof LIST_BLOCKS;
export const LIST_BLOCK_NAMES = Object.keys(LIST_BLOCKS) as ListBlock[];
