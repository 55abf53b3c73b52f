import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { DEAL_STATES, type DealState } from "../types";
import { isAddonChangeAllowed, isAddonStateOpen, isCommitmentEndWithinBlockedMonths } from "./addon-change";

const at = (berlinTime: string) => ({ now: dayjs.tz(berlinTime, TIME_ZONE) });
/** 15 January 2026, noon in Berlin: 2 months ahead is 15 March. */
const NOW = at("2026-01-15 12:00");

describe("isCommitmentEndWithinBlockedMonths (account.md section 4: within 2 months)", () => {
  it.each([
    ["2026-03-16", false], // 2 months and a day ahead
    ["2026-03-15", true], // exactly 2 months ahead
    ["2026-02-01", true],
    ["2026-01-15", true], // today
    ["2026-01-14", false], // already passed
    [null, false],
  ])("commitment end %s → %s", (commitmentEnd, expected) => {
    expect(isCommitmentEndWithinBlockedMonths(makeDeal({ minimum_commitment_end_date: commitmentEnd }), NOW)).toBe(expected);
  });

  it.each([
    // 2 months before 31 May 2026 are reached on 31 March (clocks go forward on 29 March).
    ["2026-03-30 23:59:59", false],
    ["2026-03-31 00:00:00", true],
  ])("commitment end 31 May, at %s → %s", (time, expected) => {
    expect(isCommitmentEndWithinBlockedMonths(makeDeal({ minimum_commitment_end_date: "2026-05-31" }), at(time))).toBe(expected);
  });
});

describe("isAddonChangeAllowed (account.md section 4)", () => {
  const farCommitmentEnd = "2027-03-31";
  const allowedStates: ReadonlySet<DealState> = new Set(["CREATED", "ACTIVE"]);

  it.each(DEAL_STATES.map((state) => [state, allowedStates.has(state)] as const))("mileage add-ons: state %s → %s", (state, expected) => {
    expect(isAddonChangeAllowed(makeDeal({ state, minimum_commitment_end_date: farCommitmentEnd }), NOW, "mileage", [])).toBe(expected);
  });

  // deals.md §4: "Insurance: upgrade only for CREATED deals"; the deductible protection is refused for ACTIVE deals.
  it.each(DEAL_STATES.flatMap((state) => (["insurance", "protection"] as const).map((group) => [group, state, state === "CREATED"] as const)))(
    "%s add-ons: state %s → %s",
    (group, state, expected) => {
      expect(isAddonChangeAllowed(makeDeal({ state, minimum_commitment_end_date: farCommitmentEnd }), NOW, group, [])).toBe(expected);
      expect(isAddonStateOpen(makeDeal({ state }), group)).toBe(expected);
    },
  );

  it.each([
    ["no add-on applied", farCommitmentEnd, [], true],
    ["an add-on of another group", farCommitmentEnd, [{ group: "mileage" }], true],
    ["an add-on of the same group", farCommitmentEnd, [{ group: "insurance" }], false],
    ["commitment end in 2 months", "2026-03-15", [], false],
    ["commitment end in 2 months and a day", "2026-03-16", [], true],
  ] as const)("%s → %s", (_case, commitmentEnd, applied, expected) => {
    const deal = makeDeal({ state: "CREATED", minimum_commitment_end_date: commitmentEnd });
    expect(isAddonChangeAllowed(deal, NOW, "insurance", applied)).toBe(expected);
  });

  it.each([
    // adding, applied → allowed: an insurance option and the comfort protection both set the deductible
    ["protection", "insurance", false],
    ["insurance", "protection", false],
    ["protection", "mileage", true],
    ["mileage", "protection", true],
  ] as const)("adding %s beside an applied %s → %s (relevantAddonGroup)", (adding, appliedGroup, expected) => {
    const deal = makeDeal({ state: "CREATED", minimum_commitment_end_date: farCommitmentEnd });
    expect(isAddonChangeAllowed(deal, NOW, adding, [{ group: appliedGroup }])).toBe(expected);
  });

  it.each([
    ["mileage", "LEAD", false], // the order is not finished: its kilometres wait (deals.md §4 Mileage)
    ["mileage", "SUBSCRIPTION", true],
    ["insurance", "LEAD", true], // deals.md §4: the upgrade for CREATED deals, leads included
  ] as const)("a CREATED %s add-on on a %s deal → %s", (group, variant, expected) => {
    expect(isAddonStateOpen(makeDeal({ state: "CREATED", variant }), group)).toBe(expected);
  });
});
