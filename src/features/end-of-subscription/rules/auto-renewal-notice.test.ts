import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { autoRenewalNotice } from "./auto-renewal-notice";

describe("autoRenewalNotice (deals.md section 4)", () => {
  it.each([
    // pre, post, end date, notice
    [true, false, "2027-06-30", { phase: "preAutoRenewal", drivableUntil: "2027-06-30" }],
    [false, true, "2027-06-30", { phase: "postAutoRenewal", drivableUntil: "2027-06-30" }],
    [true, true, "2027-06-30", { phase: "postAutoRenewal", drivableUntil: "2027-06-30" }],
    [false, false, "2027-06-30", null],
    [true, false, null, null],
    [false, true, null, null],
  ] as const)("pre %s, post %s, end %s → %j", (pre, post, endDate, expected) => {
    const deal = makeDeal({ is_pre_auto_renewal: pre, is_post_auto_renewal: post, auto_renewal_end_date: endDate });
    expect(autoRenewalNotice(deal)).toEqual(expected);
  });
});
