import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import type { SubscribedAs } from "../types";
import { isProlongation, isSameDaySwap } from "./subscribed-as";

describe("subscribed_as (deals.md section 3)", () => {
  it.each<[SubscribedAs | null, boolean, boolean]>([
    ["PROLONGATION", true, false],
    ["SWAP_SAME_DAY", false, true],
    [null, false, false],
  ])("subscribed_as %s: prolongation %s, same-day swap %s", (subscribedAs, prolongation, swap) => {
    const deal = makeDeal({ subscribed_as: subscribedAs });
    expect(isProlongation(deal)).toBe(prolongation);
    expect(isSameDaySwap(deal)).toBe(swap);
  });

  it("ignores subscribed_to, which names the follow-up's kind", () => {
    expect(isProlongation(makeDeal({ subscribed_as: null, subscribed_to: "PROLONGATION" }))).toBe(false);
  });
});
