import { describe, expect, it } from "vitest";
import { hasControlCharacter, inputShapeProblem, MAX_INPUT_DEPTH } from "./input-shape";

function nested(depth: number, leaf: unknown = 1): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}

describe("inputShapeProblem (issue 9 item 5)", () => {
  it.each([
    [{ current_mileage: 5000, dealId: "deal-1" }],
    [{ comment: "Zeile 1\nZeile 2\tmit Tab" }],
    [{ paths: ["a", "b"], nested: { deeper: [1, 2, { x: null }] } }],
    ["text"],
    [42],
    [null],
    [nested(MAX_INPUT_DEPTH)],
    [{ prototype: 1, proto: 2, __proto: 3 }], // only keys Object.prototype has are refused
  ])("accepts %j", (input) => {
    expect(inputShapeProblem(input, "no-nul")).toBeNull();
  });

  it.each([["__proto__"], ["constructor"], ["toString"], ["hasOwnProperty"], ["valueOf"], ["__defineGetter__"]])(
    "refuses the key %s at the top and deeper down",
    (key) => {
      expect(inputShapeProblem(JSON.parse(`{${JSON.stringify(key)}: 1, "a": 2}`), "no-nul")).toBe(`The key "${key}" is not allowed.`);
      expect(inputShapeProblem(JSON.parse(`{"a": [{"b": {${JSON.stringify(key)}: {}}}]}`), "no-nul")).toBe(`The key "${key}" is not allowed.`);
    },
  );

  it("refuses nesting deeper than the limit, also 5,000 levels, without recursion", () => {
    expect(inputShapeProblem(nested(MAX_INPUT_DEPTH + 1), "no-nul")).toBe(`The input is nested deeper than ${MAX_INPUT_DEPTH} levels.`);
    expect(inputShapeProblem(JSON.parse("[".repeat(5_000) + "]".repeat(5_000)), "no-nul")).toMatch(/nested deeper/);
    expect(inputShapeProblem(nested(200_000), "no-nul")).toMatch(/nested deeper/);
  });

  it("refuses NUL in any string or key of a body, and any control character in a query", () => {
    expect(inputShapeProblem({ dealId: "deal\u0000x" }, "no-nul")).toBe("The value of dealId contains a NUL character.");
    expect(inputShapeProblem({ list: ["ok", "\u0000"] }, "no-nul")).toBe("The value of list.1 contains a NUL character.");
    expect(inputShapeProblem({ "a\u0000": 1 }, "no-nul")).toBe("A key contains a NUL character.");
    expect(inputShapeProblem({ car_id: "car\u0001" }, "no-control")).toBe("The value of car_id contains a control character.");
    expect(inputShapeProblem({ car_id: "car\n" }, "no-control")).toBe("The value of car_id contains a control character.");
    expect(inputShapeProblem({ car_id: "car\u007f" }, "no-control")).toBe("The value of car_id contains a control character.");
    expect(inputShapeProblem({ car_id: "car-é-ü-%00" }, "no-control")).toBeNull();
  });
});

describe("hasControlCharacter", () => {
  it.each([
    ["deal\u0000", true],
    ["deal\u001f", true],
    ["deal\u007f", true],
    ["deal\r\n", true],
    ["deal-1", false],
    ["deal 1", false],
    ["%00", false], // still encoded: not a control character
  ])("%j is %s", (text, expected) => {
    expect(hasControlCharacter(text)).toBe(expected);
  });
});
