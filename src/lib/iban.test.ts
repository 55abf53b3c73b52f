import { describe, expect, it } from "vitest";
import { compactIban } from "./iban";

describe("compactIban (account.md §5: a valid IBAN, spaces optional)", () => {
  it.each([
    ["DE89 3704 0044 0532 0130 00", "DE89370400440532013000"],
    ["DE89370400440532013000", "DE89370400440532013000"],
    ["  de89 3704 0044 0532 0130 00 ", "DE89370400440532013000"],
    ["DE89 3704 0044 0532 0130 01", null], // check digits wrong
    ["DE89 3704 0044", null],
    ["", null],
    ["DE89-3704-0044-0532-0130-00", null],
    ["\u0001DE89370400440532013000", null],
    ["DE89370400440532013000%0A", null],
    ["DE89370400440532013000\n", null],
    ["\u000bDE89370400440532013000", null],
    ["DE8937040044\u007f0532013000", null],
  ])("%j → %s", (value, expected) => {
    expect(compactIban(value)).toBe(expected);
  });
});
