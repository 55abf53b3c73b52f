import { describe, expect, it } from "vitest";
import { stepStates } from "./step-states";

describe("stepStates", () => {
  it.each([
    [
      [false, false, false],
      ["upcoming", "upcoming", "upcoming"],
    ],
    [
      [true, false, false],
      ["current", "upcoming", "upcoming"],
    ],
    [
      [true, true, false],
      ["done", "current", "upcoming"],
    ],
    [
      [true, true, true],
      ["done", "done", "done"],
    ],
  ])("%j → %j", (reached, states) => {
    expect(stepStates(reached)).toEqual(states);
  });
});
