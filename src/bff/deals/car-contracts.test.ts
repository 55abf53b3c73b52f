import { describe, expect, it } from "vitest";
import { runningContractsOfCar } from "./car-contracts";

type Row = Parameters<typeof runningContractsOfCar>[0][number];

function contract(id: string, state: Row["state"], links: Partial<Row> = {}): Row {
  return { id, state, subscribedAs: null, subscribedTo: null, previousSubscriptionId: null, followupSubscriptionId: null, ...links };
}

// deals.md §3: a prolongation continues a deal with the same car (subscribed_as PROLONGATION on the
// follow-up, subscribed_to PROLONGATION on the deal it continues).
const ended = contract("first", "ENDED", { subscribedTo: "PROLONGATION", followupSubscriptionId: "current" });
const current = contract("current", "ACTIVE", {
  subscribedAs: "PROLONGATION",
  previousSubscriptionId: "first",
  subscribedTo: "PROLONGATION",
  followupSubscriptionId: "next",
});
const next = contract("next", "CREATED", { subscribedAs: "PROLONGATION", previousSubscriptionId: "current" });
const swap = contract("swapped", "ACTIVE", { subscribedTo: "SWAP_SAME_DAY", followupSubscriptionId: "other-car" });
const otherCar = contract("other-car", "CREATED", { previousSubscriptionId: "swapped" });

describe("the running contracts of one car (deals.md §3 prolongation)", () => {
  it.each([
    ["the current contract", "current", ["current", "next"]],
    ["the follow-up", "next", ["next", "current"]],
    ["an ended contract: only itself of the ended ones", "first", ["first", "current", "next"]],
    ["a swap's follow-up is another car", "swapped", ["swapped"]],
    ["the other car of a swap", "other-car", ["other-car"]],
    ["an unknown deal", "nothing", []],
  ])("%s", (_, dealId, expected) => {
    expect(runningContractsOfCar([ended, current, next, swap, otherCar], dealId)).toEqual(expected);
  });

  it("stops at a link to a deal it does not have, and at a loop", () => {
    expect(runningContractsOfCar([next], "next")).toEqual(["next"]);
    const a = contract("a", "ACTIVE", {
      subscribedTo: "PROLONGATION",
      followupSubscriptionId: "b",
      subscribedAs: "PROLONGATION",
      previousSubscriptionId: "b",
    });
    const b = contract("b", "CREATED", {
      subscribedAs: "PROLONGATION",
      previousSubscriptionId: "a",
      subscribedTo: "PROLONGATION",
      followupSubscriptionId: "a",
    });
    expect(runningContractsOfCar([a, b], "a")).toEqual(["a", "b"]);
  });
});
