import { describe, expect, it } from "vitest";
import { cpuMultiplierFor, DEFAULT_CPU_MULTIPLIER } from "../../scripts/bench/cpu-calibration";

describe("cpuMultiplierFor (Lighthouse's CPU throttling calculator)", () => {
  it.each([
    // The calculator's anchors.
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [1050, 2.5],
    [800, 2],
    [475, 1.5],
    [150, 1],
    // Slower than the phone Lighthouse emulates: no throttling left to take away.
    [100, 1],
  ])("a host of benchmark index %d gets %d×", (index, multiplier) => {
    expect(cpuMultiplierFor(index)).toBeCloseTo(multiplier, 1);
  });

  it("gives Lighthouse's default to the host the default was chosen for", () => {
    expect(cpuMultiplierFor(1533)).toBeCloseTo(DEFAULT_CPU_MULTIPLIER, 1);
  });

  it("grows with the host's speed", () => {
    const indexes = [150, 400, 799, 800, 1299, 1300, 1800, 2500];
    const multipliers = indexes.map(cpuMultiplierFor);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it.each([0, -5, Number.NaN])("refuses a benchmark index of %d", (index) => {
    expect(() => cpuMultiplierFor(index)).toThrow(/no benchmark index/);
  });
});
