import { describe, expect, it } from "vitest";
import { DEAL_STATES } from "@/features/deals/types";
import { dealsPreventingAccountDeletion, deletionRequestOutcome } from "./account-deletion";

describe("dealsPreventingAccountDeletion (account.md §4, §6)", () => {
  it.each([
    ["CREATED", true],
    ["SIGNED", true],
    ["EXTERNALLY_VERIFIED", true],
    ["ACTIVE", true],
    ["INACTIVE", false],
    ["ENDED", false],
    ["STOPPED", false],
    ["CANCELED", false],
  ] as const)("a %s deal prevents deletion: %s", (state, prevents) => {
    expect(dealsPreventingAccountDeletion([{ id: "deal-1", state, variant: "SUBSCRIPTION" }])).toEqual(prevents ? ["deal-1"] : []);
  });

  it("a lead (a checkout not finished) is no subscription: it never prevents deletion", () => {
    expect(dealsPreventingAccountDeletion([{ id: "lead", state: "CREATED", variant: "LEAD" }])).toEqual([]);
  });

  it("covers every deal state", () => {
    expect(DEAL_STATES).toHaveLength(8);
  });

  it("lists each preventing deal, and none for a customer without deals", () => {
    expect(
      dealsPreventingAccountDeletion([
        { id: "a", state: "ENDED", variant: "SUBSCRIPTION" },
        { id: "b", state: "ACTIVE", variant: "SUBSCRIPTION" },
        { id: "c", state: "SIGNED", variant: "SUBSCRIPTION" },
      ]),
    ).toEqual(["b", "c"]);
    expect(dealsPreventingAccountDeletion([])).toEqual([]);
  });
});

describe("deletionRequestOutcome (deals.md §4: status 200 with data opens the success modal, anything else the error modal)", () => {
  it.each([
    [200, { is_deletion_requested: true, deletion_requested_at: "2026-03-10T09:00:00.000Z" }, "requested"],
    [200, null, "failed"],
    [200, {}, "failed"],
    [200, [], "failed"],
    [200, "ok", "failed"],
    [409, { error: "conflict", code: "account_has_running_subscription", dealsPreventingAccountDeletion: ["deal-1"] }, "blocked"],
    [409, { error: "conflict", code: "something_else" }, "failed"],
    [401, { error: "unauthorized" }, "failed"],
    [500, null, "failed"],
    [500, { error: "internal_error" }, "failed"],
  ] as const)("status %s with %j → %s", (status, data, outcome) => {
    expect(deletionRequestOutcome({ status, data })).toBe(outcome);
  });
});
