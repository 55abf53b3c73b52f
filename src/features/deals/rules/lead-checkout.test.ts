import { describe, expect, it } from "vitest";
import { leadCheckoutHref } from "./lead-checkout";

const lead = { variant: "LEAD" as const, checkout_hash: "b3f1c9e0", contact_id: "5100000104", id: "deal-lea-lead" };

describe("leadCheckoutHref (deals.md §2)", () => {
  it.each([
    ["a lead with a checkout hash", lead, "/de-DE/checkout/thank_you/5100000104/deal-lea-lead/b3f1c9e0?linksrc=action-item"],
    ["a lead without a hash", { ...lead, checkout_hash: null }, null],
    ["a subscription with a hash", { ...lead, variant: "SUBSCRIPTION" as const }, null],
  ])("%s", (_name, deal, expected) => {
    expect(leadCheckoutHref(deal, "de-DE")).toBe(expected);
  });
});
