import { describe, expect, it } from "vitest";
import { DEAL_STATES } from "@/features/deals/types";
import { dealsPreventingAccountDeletion, deletionModalOf, deletionRequestOutcome, isDeletionModalShown } from "./account-deletion";

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

describe("isDeletionModalShown: a deletion modal opens by ?modalName= only in the state it speaks of (account.md §2, §4)", () => {
  it.each([
    ["confirm-delete-account", { signedIn: true, requested: false }, true],
    ["confirm-delete-account", { signedIn: true, requested: true }, false],
    ["confirm-delete-account", { signedIn: false, requested: false }, false],
    ["account-deletion-failed", { signedIn: true, requested: false }, true],
    ["account-deletion-failed", { signedIn: true, requested: true }, false],
    ["account-deletion-already-requested", { signedIn: true, requested: true }, true],
    ["account-deletion-already-requested", { signedIn: true, requested: false }, false],
    ["account-deletion-already-requested", { signedIn: false, requested: false }, false],
    ["account-deletion-requested-successfully", { signedIn: false, requested: false }, true],
    ["account-deletion-requested-successfully", { signedIn: true, requested: false }, false],
    ["account-deletion-requested-successfully", { signedIn: true, requested: true }, false],
  ] as const)("%s for %j: %s", (name, viewer, shown) => {
    const modal = deletionModalOf(name);
    expect(modal).not.toBeNull();
    expect(isDeletionModalShown(modal!, viewer)).toBe(shown);
  });

  it("a modal that is not the account's has no gate here", () => expect(deletionModalOf("MULTISTEP_EDIT_RETURN")).toBeNull());
});
