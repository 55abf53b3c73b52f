import { describe, expect, it } from "vitest";
import { dayjs } from "@/lib/clock";
import { VAT_FACTOR, netOfVat } from "@/lib/money";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import {
  chosenProlongationOption,
  EXTEND_OPTIONS_WINDOW_MONTHS,
  isExtendOptionsSelectorShown,
  isExtendOptionsWindowOpen,
  legacyProlongationOptions,
  prolongationEndDate,
  prolongationOffer,
  prolongationStartDate,
  PROLONGATION_START_OFFSET_DAYS,
  withDiscount,
} from "./prolongation-offer";

const at = (day: string) => ({ now: dayjs.tz(`${day} 12:00`, "Europe/Berlin") });
const prices = [
  { term: 6, price: 529, original_price: 549 },
  { term: 12, price: 499, original_price: 549 },
];

describe("isExtendOptionsWindowOpen (deals.md §9: options visible about 3 months before end)", () => {
  it("carries 3 months", () => expect(EXTEND_OPTIONS_WINDOW_MONTHS).toBe(3));
  it.each([
    ["2026-12-30", false], // one day before the window
    ["2026-12-31", true], // 3 months before 2027-03-31
    ["2027-02-15", true],
    ["2027-03-31", true], // the end day itself
    ["2027-04-01", false], // after the end
  ])("today %s, end 2027-03-31 → %s", (today, expected) => {
    expect(isExtendOptionsWindowOpen({ end_date: "2027-03-31" }, at(today))).toBe(expected);
  });
  it("is closed without an end date", () => expect(isExtendOptionsWindowOpen({ end_date: null }, at("2027-03-01"))).toBe(false));
});

describe("isExtendOptionsSelectorShown (deals.md §4: ACTIVE, not a swap, a prolongation or a beginning bridging vehicle)", () => {
  it.each([
    [{}, true],
    [{ state: "CREATED" as const }, false],
    [{ subscribed_as: "PROLONGATION" as const }, false],
    [{ subscribed_as: "SWAP_SAME_DAY" as const }, false],
    [{ bridging_type: "BEGINNING" as const }, false],
  ])("%o → %s", (overrides, expected) => {
    expect(isExtendOptionsSelectorShown(makeDeal({ end_date: "2027-03-31", ...overrides }), at("2027-02-01"))).toBe(expected);
  });
});

describe("prolongation dates (deals.md §9: start one day after the minimum commitment end, end the chosen months later)", () => {
  it("carries +1 day", () => expect(PROLONGATION_START_OFFSET_DAYS).toBe(1));
  it.each([
    ["2027-02-13", 6, "2027-02-14", "2027-08-14"], // the spec's reading: 14.02.2027 + 6 months, not 13.08.2027
    ["2027-02-13", 12, "2027-02-14", "2028-02-14"], // + 12 months, not 13.02.2028
    ["2027-02-11", 12, "2027-02-12", "2028-02-12"], // Pia's prolongation
    ["2027-03-31", 12, "2027-04-01", "2028-04-01"],
    ["2027-03-31", 6, "2027-04-01", "2027-10-01"],
    ["2027-12-31", 1, "2028-01-01", "2028-02-01"],
    ["2027-03-27", 1, "2027-03-28", "2027-04-28"], // the start is the day the clocks go forward in Berlin
    ["2027-01-30", 1, "2027-01-31", "2027-02-28"], // month end: 31.01. + 1 month is February's last day
    ["2028-01-30", 1, "2028-01-31", "2028-02-29"], // the same in a leap year
    ["2027-08-30", 6, "2027-08-31", "2028-02-29"],
  ])("minimum commitment end %s, %i months → %s to %s", (commitmentEnd, term, start, end) => {
    expect(prolongationStartDate(commitmentEnd)).toBe(start);
    expect(prolongationEndDate(start, term)).toBe(end);
  });

  it("is the start plus the chosen months as dayjs adds them, on Berlin calendar days", () => {
    const mismatches: string[] = [];
    for (let offset = 0; offset < 366; offset += 1) {
      const start = dayjs.tz("2027-01-01 12:00", "Europe/Berlin").add(offset, "day");
      for (const term of [1, 6, 12, 24]) {
        const expected = start.add(term, "month").format("YYYY-MM-DD");
        const actual = prolongationEndDate(start.format("YYYY-MM-DD"), term);
        if (actual !== expected) mismatches.push(`${start.format("YYYY-MM-DD")} + ${term}: ${actual}, dayjs ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe("legacyProlongationOptions (deals.md §4: 5 percent)", () => {
  it.each([
    [549, 521.55, 27.45],
    [649, 616.55, 32.45],
    [100, 95, 5],
  ])("monthly rate %d → %d, discount %d", (amount, price, discount) => {
    const options = legacyProlongationOptions(amount);
    expect(options.map((option) => option.term)).toEqual([6, 12]);
    for (const option of options) expect(option).toMatchObject({ price, original_price: amount, discount });
  });
});

describe("withDiscount", () => {
  it("is the original price minus the price", () =>
    expect(withDiscount({ term: 12, price: 499, original_price: 549 })).toEqual({ term: 12, price: 499, original_price: 549, discount: 50 }));
});

describe("the VAT note (deals.md §9: 19 percent)", () => {
  it.each([
    [499, 419.33],
    [595, 500],
  ])("gross %d is net %d for business customers", (gross, net) => {
    expect(VAT_FACTOR).toBe(1.19);
    expect(netOfVat(gross)).toBe(net);
  });
});

describe("prolongationOffer (deals.md §4)", () => {
  const eligible = { end_date: "2027-03-31", minimum_commitment_end_date: "2027-03-31", mileage_package: 1500, amount: 549 };
  const today = at("2027-02-01");

  it("offers a subscription-service deal its stored options with their discounts", () => {
    expect(prolongationOffer(makeDeal({ ...eligible, belongs_to_subscription_service: true }), prices, today)).toEqual({
      kind: "subscription-service",
      mileage_package: 1500,
      start_date: "2027-04-01",
      options: [
        { term: 6, price: 529, original_price: 549, discount: 20 },
        { term: 12, price: 499, original_price: 549, discount: 50 },
      ],
    });
  });

  it.each([
    ["no stored option (1 to 9999 needed)", { belongs_to_subscription_service: true }, []],
    ["a follow-up already exists", { belongs_to_subscription_service: true, followup_subscription_id: "deal-next" }, prices],
    ["a prolongation itself", { belongs_to_subscription_service: true, subscribed_as: "PROLONGATION" as const }, prices],
    ["outside the window", { belongs_to_subscription_service: true, end_date: "2027-06-30" }, prices],
    ["no minimum commitment end", { belongs_to_subscription_service: true, minimum_commitment_end_date: null }, prices],
  ])("offers nothing when %s", (_, overrides, stored) => {
    expect(prolongationOffer(makeDeal({ ...eligible, ...overrides }), stored, today)).toBeNull();
  });

  it("offers the legacy 5 % to a deal outside the subscription service while the retention window is closed", () => {
    const offer = prolongationOffer(makeDeal({ ...eligible, belongs_to_subscription_service: false }), prices, today);
    expect(offer?.kind).toBe("legacy");
    expect(offer?.options).toEqual(legacyProlongationOptions(549));
  });

  it("offers no legacy prolongation while the retention window is open (follow-up and return type set, 1 to 90 days left)", () => {
    const deal = makeDeal({
      ...eligible,
      belongs_to_subscription_service: false,
      followup_subscription_id: "deal-next",
      return_type: "PICKUP",
      days_left_to_schedule_return: 30,
    });
    expect(prolongationOffer(deal, [], today)).toBeNull();
  });

  it.each([
    [{ term: 12, amount: 499, mileage_package: 1500 }, true],
    [{ term: 12, amount: 499.0, mileage_package: 1500 }, true],
    [{ term: 12, amount: 529, mileage_package: 1500 }, false], // another term's price
    [{ term: 24, amount: 499, mileage_package: 1500 }, false], // a term not offered
    [{ term: 12, amount: 499, mileage_package: 2000 }, false], // another km package
  ])("chosenProlongationOption(%o) matches: %s", (request, matches) => {
    const offer = prolongationOffer(makeDeal({ ...eligible, belongs_to_subscription_service: true }), prices, today)!;
    expect(chosenProlongationOption(offer, request) !== null).toBe(matches);
  });
});
