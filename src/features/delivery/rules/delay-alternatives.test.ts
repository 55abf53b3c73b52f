import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import {
  alternativeCarHref,
  alternativeCarOpensOn,
  alternativeCarWindow,
  delayOptions,
  delayVoucherCode,
  isDelayChoiceOffered,
} from "./delay-alternatives";
import { delayCreditAmount } from "./delivery-delay";

const NOW = { now: dayjs.tz("2026-06-10 12:00", TIME_ZONE) };

describe("alternativeCarWindow (deals.md §4: from 5 days before delivery until 2 weeks ahead)", () => {
  it.each([
    // case, preferred delivery, window
    ["preferred 6 days ahead: not offered yet", "2026-06-16", null],
    ["preferred 5 days ahead: opens today", "2026-06-15", { from: "2026-06-10", to: "2026-06-24" }],
    ["preferred 2 days ahead: from today", "2026-06-12", { from: "2026-06-10", to: "2026-06-24" }],
    ["preferred date passed: from today", "2026-06-01", { from: "2026-06-10", to: "2026-06-24" }],
    ["no preferred date", null, null],
  ])("%s", (_case, preferred, expected) => {
    const deal = makeDeal({ preferred_delivery_date: preferred, planned_delivery_date: "2026-06-30" });
    expect(alternativeCarWindow(deal, NOW)).toEqual(expected);
  });

  it.each([
    // case, preferred delivery, stored wish, opens on
    ["preferred 6 days ahead: opens tomorrow", "2026-06-16", null, "2026-06-11"],
    ["preferred 28 days ahead: opens 23 days ahead", "2026-07-08", null, "2026-07-03"],
    ["preferred 5 days ahead: offered already", "2026-06-15", null, null],
    ["moved to 31 July, wished 8 July: the wish counts", "2026-07-31", "2026-07-08", "2026-07-03"],
    ["no preferred date", null, null, null],
  ])("alternativeCarOpensOn: %s", (_case, preferred, wish, expected) => {
    const delay = wish ? { wished_date: wish, car_ready_date: "2026-07-22" } : null;
    const deal = makeDeal({ preferred_delivery_date: preferred, planned_delivery_date: preferred, delivery_delay: delay });
    expect(alternativeCarOpensOn(deal, NOW)).toBe(expected);
    if (expected) expect(alternativeCarWindow(deal, NOW)).toBeNull();
  });

  it("links to the subscribe page with the window and the voucher", () => {
    const code = delayVoucherCode("deal-abc_1");
    const href = alternativeCarHref("de-DE", { from: "2026-06-10", to: "2026-06-24" }, code);
    expect(href).toBe(`/de-DE/subscribe?available_from=2026-06-10&available_to=2026-06-24&VoucherCode=${code}`);
    expect(code).toMatch(/^DELAY-[0-9A-Z]{7}$/);
  });

  it("gives each deal a code of its own, the same every time (review round 17: two deals shared one)", () => {
    expect(delayVoucherCode("deal-dora-late8")).toBe(delayVoucherCode("deal-dora-late8"));
    const codes = ["deal-dora-late8", "deal-dora-late15", "deal-grete-late7", "deal-grete-late8", "deal-grete-late14", "deal-grete-late15"].map(
      delayVoucherCode,
    );
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe("delay credit (deals.md §9: 10 % from 8 days late, 20 % from 15)", () => {
  it.each([
    // days late, monthly rate, credit EUR
    [7, 500, 0],
    [8, 500, 50],
    [14, 500, 50],
    [15, 500, 100],
    [30, 499.99, 100],
    [8, 333.33, 33.33],
  ])("%i days late on %f EUR → %f EUR", (daysLate, amount, credit) => {
    const planned = dayjs("2026-06-01").add(daysLate, "day").format("YYYY-MM-DD");
    const deal = makeDeal({ preferred_delivery_date: "2026-06-01", planned_delivery_date: planned, amount });
    expect(delayCreditAmount(deal)).toBe(credit);
    expect(delayOptions(deal, false, NOW).credit).toBe(credit);
  });
});

describe("isDelayChoiceOffered", () => {
  const deal = makeDeal({ preferred_delivery_date: "2026-06-20", planned_delivery_date: "2026-07-10", amount: 400 });
  it.each([
    ["alternative_car", false, false],
    ["change_date", false, false],
    ["change_date", true, true],
    ["keep_car", false, true],
  ] as const)("%s with address_changeable %s → %s", (choice, changeable, offered) => {
    expect(isDelayChoiceOffered(choice, delayOptions(deal, changeable, NOW))).toBe(offered);
  });
});
