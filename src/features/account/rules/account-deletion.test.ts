import { describe, expect, it } from "vitest";
import { DEAL_STATES } from "@/features/deals/types";
import { dealsPreventingAccountDeletion } from "./account-deletion";

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
    expect(dealsPreventingAccountDeletion([{ id: "deal-1", state }])).toEqual(prevents ? ["deal-1"] : []);
  });

  it("covers every deal state", () => {
    expect(DEAL_STATES).toHaveLength(8);
  });

  it("lists each preventing deal, and none for a customer without deals", () => {
    expect(
      dealsPreventingAccountDeletion([
        { id: "a", state: "ENDED" },
        { id: "b", state: "ACTIVE" },
        { id: "c", state: "SIGNED" },
      ]),
    ).toEqual(["b", "c"]);
    expect(dealsPreventingAccountDeletion([])).toEqual([]);
  });
});
