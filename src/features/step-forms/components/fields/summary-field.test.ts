import { describe, expect, it } from "vitest";
import { overviewLabel } from "./summary-field";

describe("overviewLabel (the overview's rows name the fields without the step's '(optional)')", () => {
  it.each([
    ["Warum gibst du dein Auto zurück? (optional)", "Warum gibst du dein Auto zurück?"],
    ["Adresszusatz (optional)", "Adresszusatz"],
    ["Notes for the workshop (optional)", "Notes for the workshop"],
    ["Straße", "Straße"],
    ["Optional extras", "Optional extras"],
  ])("%s → %s", (label, shown) => {
    expect(overviewLabel(label)).toBe(shown);
  });
});
