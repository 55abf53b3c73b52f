import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { isFinalInvoiceIssued } from "./final-invoice";
import { visibilityRules } from "@/cms/visibility";
import { dayjs, TIME_ZONE } from "@/lib/clock";

const context = { now: dayjs.tz("2026-06-10 12:00", TIME_ZONE), audience: "b2c", role: null } as const;

describe("isFinalInvoiceIssued and the ended deal's texts (deals.md §2 return status, §9; issue 36 item 6)", () => {
  it.each([
    // case, state, final_invoice reached at, issued, pending text, issued text
    ["ended, the invoice out 35 days ago", "ENDED", "2026-05-06T04:00:00.000Z", true, false, true],
    ["ended, the car back, the invoice still to come", "ENDED", null, false, true, false],
    ["ended, read where the step was not asked for", "ENDED", undefined, false, true, false],
    ["active: neither text", "ACTIVE", null, false, false, false],
  ] as const)("%s", (_case, state, issuedAt, issued, pendingShown, issuedShown) => {
    const deal = makeDeal({ state, final_invoice_issued_at: issuedAt });
    expect(isFinalInvoiceIssued(deal)).toBe(issued);
    expect(visibilityRules["deal-is-ended"](deal, context) && visibilityRules["final-invoice-pending"](deal, context)).toBe(pendingShown);
    expect(visibilityRules["deal-is-ended"](deal, context) && visibilityRules["final-invoice-issued"](deal, context)).toBe(issuedShown);
  });
});
