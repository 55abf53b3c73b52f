import { describe, expect, it } from "vitest";
import { dayjs } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { swapSearchHref, swapWindow } from "./swap-search";

// 10:00 in Berlin on 1 June 2026.
const now = dayjs("2026-06-01T08:00:00Z");
const deal = (fields: Parameters<typeof makeDeal>[0]) =>
  makeDeal({ id: "deal-1", return_date: null, end_date: null, minimum_commitment_end_date: null, ...fields });

describe("swapWindow (deals.md §4, §9: handover within 30 days of the return)", () => {
  it.each([
    // return day, expected window
    ["2026-08-31", { from: "2026-08-01", to: "2026-09-30" }], // 91 days ahead: 30 days either side
    ["2026-07-01", { from: "2026-06-01", to: "2026-07-31" }], // 30 days ahead: opens today
    ["2026-06-15", { from: "2026-06-01", to: "2026-07-15" }], // inside the window: never before today
    ["2026-05-02", { from: "2026-06-01", to: "2026-06-01" }], // returned 30 days ago: today is the last day
    ["2026-05-01", null], // 31 days ago: passed
  ])("return %s → %j", (returnDate, expected) => {
    expect(swapWindow(deal({ return_date: returnDate }), now)).toEqual(expected);
  });

  it("takes the return date first, then the end date, then the minimum commitment end", () => {
    expect(swapWindow(deal({ return_date: "2026-08-31", end_date: "2026-09-30" }), now)?.to).toBe("2026-09-30");
    expect(swapWindow(deal({ end_date: "2026-09-30", minimum_commitment_end_date: "2026-10-31" }), now)?.to).toBe("2026-10-30");
    expect(swapWindow(deal({ minimum_commitment_end_date: "2026-10-31" }), now)?.to).toBe("2026-11-30");
    expect(swapWindow(deal({}), now)).toBeNull();
  });

  it("reads an instant as its Berlin day", () => {
    // 23:30 UTC on 30 August is 31 August in Berlin.
    expect(swapWindow(deal({ return_date: "2026-08-30T23:30:00Z" }), now)).toEqual({ from: "2026-08-01", to: "2026-09-30" });
  });
});

describe("swapSearchHref (deals.md §2 swap_modal → /{locale}/subscribe)", () => {
  it.each([
    [
      "de-DE",
      deal({ end_date: "2026-08-31" }),
      null,
      "/de-DE/subscribe?previous_subscription_id=deal-1&available_from=2026-08-01&available_to=2026-09-30",
    ],
    [
      "en-US",
      deal({ end_date: "2026-08-31" }),
      "company-nord-kurier",
      "/en-US/subscribe?previous_subscription_id=deal-1&available_from=2026-08-01&available_to=2026-09-30&company_id=company-nord-kurier",
    ],
    ["de-DE", deal({}), null, "/de-DE/subscribe?previous_subscription_id=deal-1"],
    ["en-DE", deal({ return_date: "2026-04-01" }), "company-x", "/en-DE/subscribe?previous_subscription_id=deal-1&company_id=company-x"],
  ])("%s, %j, company %s → %s", (locale, source, companyId, expected) => {
    expect(swapSearchHref(locale, source, now, companyId)).toBe(expected);
  });
});
