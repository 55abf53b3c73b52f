import { describe, expect, it } from "vitest";
import * as yup from "yup";
import { parseWireAmount, parseWireInteger, WIRE_INTEGER_MAX, wireAmount, wireInteger } from "./wire-number";

// The mileage report stored "0x10" as 16 and "1e5" as 100000, and took [20] and " 20 ".
describe("parseWireInteger: a JSON integer or a string of digits, nothing else", () => {
  it.each([
    [20, 20],
    [0, 0],
    ["20", 20],
    ["007", 7],
    [-3, -3], // a JSON integer; the schema's minimum refuses it
    [9_007_199_254_740_991, 9_007_199_254_740_991],
  ])("%j is %j", (value, expected) => {
    expect(parseWireInteger(value)).toBe(expected);
  });

  it.each([
    ["0x10"],
    ["1e5"],
    [[20]],
    [" 20 "],
    ["20 "],
    ["+20"],
    ["-20"],
    ["20.0"],
    ["2_000"],
    ["１２"], // full-width digits
    [""],
    [20.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [9_007_199_254_740_992],
    ["9007199254740993"],
    [true],
    [null],
    [{ valueOf: () => 20 }],
  ])("%j is refused", (value) => {
    expect(parseWireInteger(value)).toBeNull();
  });
});

describe("parseWireAmount: euros with at most two decimals", () => {
  it.each([
    [549, 549],
    [549.99, 549.99],
    [0.1, 0.1],
    ["549", 549],
    ["549.5", 549.5],
    ["549.99", 549.99],
  ])("%j is %j", (value, expected) => {
    expect(parseWireAmount(value)).toBe(expected);
  });

  it.each([["549.999"], [549.999], ["5e2"], ["0x10"], [" 549"], ["549,99"], [".5"], ["5."], [[549]], [Number.NaN], [true]])(
    "%j is refused",
    (value) => {
      expect(parseWireAmount(value)).toBeNull();
    },
  );
});

describe("wireInteger schema", () => {
  const schema = yup.object({ n: wireInteger().required(), optional: wireInteger({ min: 1, max: 10 }) });
  const errorsOf = async (input: unknown) => {
    try {
      await schema.validate(input, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as yup.ValidationError).inner.map((e) => `${e.path}:${e.type}`);
    }
  };

  it("casts digit strings to numbers and keeps integers", async () => {
    expect(await schema.validate({ n: "5000", optional: 10 })).toEqual({ n: 5000, optional: 10 });
    expect(await schema.validate({ n: 0 })).toEqual({ n: 0 });
  });

  it.each([
    [{ n: "0x10" }, ["n:integer"]],
    [{ n: "1e5" }, ["n:integer"]],
    [{ n: [20] }, ["n:integer"]],
    [{ n: " 20 " }, ["n:integer"]],
    [{ n: 1.5 }, ["n:integer"]],
    [{ n: -1 }, ["n:min"]],
    [{ n: WIRE_INTEGER_MAX + 1 }, ["n:max"]],
    [{ n: WIRE_INTEGER_MAX }, []],
    [{}, ["n:optionality"]],
    [{ n: 1, optional: 0 }, ["optional:min"]],
    [{ n: 1, optional: "11" }, ["optional:max"]],
  ])("%j fails %j", async (input, expected) => {
    expect(await errorsOf(input)).toEqual(expected);
  });

  it("types the value as a number", () => {
    const typed: { n: number; optional?: number | undefined } = schema.cast({ n: "1" });
    expect(typed.n).toBe(1);
  });
});

describe("wireAmount schema", () => {
  it("takes cents and refuses fractions of them", async () => {
    const schema = yup.object({ amount: wireAmount().required() });
    expect(await schema.validate({ amount: "549.99" })).toEqual({ amount: 549.99 });
    await expect(schema.validate({ amount: "549.999" })).rejects.toMatchObject({ type: "amount" });
    await expect(schema.validate({ amount: -1 })).rejects.toMatchObject({ type: "min" });
  });
});
