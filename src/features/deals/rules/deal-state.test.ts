import { describe, expect, it } from "vitest";
import { DEAL_STATES, type DealState } from "../types";
import { isDealActive, isDealCalledOff, isDealEnded, isDealInPreparation } from "./deal-state";

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
    },
  );
});
