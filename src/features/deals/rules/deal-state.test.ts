import { describe, expect, it } from "vitest";
import { DEAL_STATES, type DealState } from "../types";
import { isDealActive, isDealCalledOff, isDealEnded, isDealInPreparation, isOrderUnderReview, wasCarHandedOver } from "./deal-state";

describe("deal state groups (deals.md section 4)", () => {
  const table: Record<DealState, [active: boolean, preparation: boolean, ended: boolean, calledOff: boolean]> = {
    CREATED: [false, true, false, false],
    SIGNED: [false, true, false, false],
    EXTERNALLY_VERIFIED: [false, true, false, false],
    ACTIVE: [true, false, false, false],
    INACTIVE: [false, false, true, false],
    ENDED: [false, false, true, false],
    STOPPED: [false, false, false, true],
    CANCELED: [false, false, false, true],
  };

  it.each(DEAL_STATES.map((state) => [state, ...table[state]] as const))(
    "%s: active %s, in preparation %s, ended %s, called off %s",
    (state, active, preparation, ended, calledOff) => {
      expect(isDealActive({ state })).toBe(active);
      expect(isDealInPreparation({ state })).toBe(preparation);
      expect(isDealEnded({ state })).toBe(ended);
      expect(isDealCalledOff({ state })).toBe(calledOff);
      expect(isOrderUnderReview({ state })).toBe(state === "SIGNED");
    },
  );
});

describe("wasCarHandedOver", () => {
  it.each([
    ["CREATED", null, false],
    ["SIGNED", null, false],
    ["EXTERNALLY_VERIFIED", null, false],
    ["ACTIVE", null, true],
    ["ACTIVE", "2026-04-01", true],
    ["INACTIVE", null, true],
    ["ENDED", "2025-04-01", true],
    ["STOPPED", null, false],
    ["CANCELED", null, false],
    // a handover date is proof enough, whatever the state says
    ["CREATED", "2026-04-01", true],
  ] as const)("%s with handover %s: %s", (state, actualHandover, expected) => {
    expect(wasCarHandedOver({ state, actual_handover_date: actualHandover })).toBe(expected);
  });
});
