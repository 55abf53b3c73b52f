import { describe, expect, it } from "vitest";
import { returnPayload } from "./define";

/** deals.md §3 Return payload: return_email is optional; when given it is an address. */
describe("the return payload's email", () => {
  const base = { return_type: "PICKUP", preferred_return_date: "2026-12-14T10:00:00+01:00" };
  it.each([
    [undefined, true],
    ["", true],
    ["anna.aktiv@demo.portal", true],
    ["not-an-email", false],
    [`${"a".repeat(250)}@x.de`, false],
  ])("%j is accepted: %s", (returnEmail, accepted) => {
    expect(returnPayload.isValidSync({ ...base, return_email: returnEmail })).toBe(accepted);
  });
});
