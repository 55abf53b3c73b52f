import { describe, expect, it } from "vitest";
import { carWithPlate } from "./car-name";

describe("carWithPlate: the car as its customer knows it", () => {
  it.each([
    [{ oem: "Volkswagen", model: "ID.3", licensePlate: "HH-AB 123" }, "Volkswagen ID.3 (HH-AB 123)"],
    [{ oem: "Cupra", model: "Born", licensePlate: null }, "Cupra Born"],
    [{ oem: null, model: "Born", licensePlate: "HH-AB 123" }, null],
    [{ oem: "Cupra", model: null, licensePlate: null }, null],
  ])("%j → %j", (car, expected) => {
    expect(carWithPlate(car)).toBe(expected);
  });
});
