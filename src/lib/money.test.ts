import { describe, expect, it } from "vitest";
import { currencyFor, formatCents, formatMoney, netOfVat } from "./money";

// Intl separates the amount from the currency sign with a no-break space.
const nbsp = (s: string) => s.replace(/ /g, "\u00a0");

describe("formatMoney", () => {
  it.each([
    [549, "de-DE", "549 €"],
    [549.5, "de-DE", "549,50 €"],
    [2155.2, "de-DE", "2.155,20 €"],
    [62.9, "en-DE", "62,90 €"],
    [129.8, "de-DE", "129,80 €"],
    [449.999, "de-DE", "450 €"],
    [-12.5, "de-DE", "-12,50 €"],
    [1234.56, "de-DE", "1.234,56 €"],
    [0.2, "de-DE", "0,20 €"],
    [1000, "en-DE", "1.000 €"],
    [1234.567, "de-DE", "1.234,57 €"],
    [549, "en-US", "$549"],
    [1234.5, "en-US", "$1,234.50"],
  ] as const)("%s in %s is %s", (amount, locale, expected) => {
    expect(formatMoney(amount, locale)).toBe(nbsp(expected));
  });

  it("forces two fraction digits when asked", () => {
    expect(formatMoney(549, "de-DE", { forceFractionDigits: true })).toBe(nbsp("549,00 €"));
  });
});

describe("currencyFor (account.md §9: EUR with German formatting; the US region uses USD)", () => {
  it.each([
    ["de-DE", "EUR", "1.234,50 €"],
    ["en-DE", "EUR", "1.234,50 €"],
    ["en-US", "USD", "$1,234.50"],
  ] as const)("bills %s in %s (%s)", (locale, currency, shown) => {
    expect(currencyFor(locale)).toBe(currency);
    expect(formatMoney(1234.5, locale)).toBe(nbsp(shown));
  });
});

describe("formatCents", () => {
  it.each([
    [100000, "1.000 €"],
    [50000, "500 €"],
    [12345, "123,45 €"],
    [0, "0 €"],
  ])("%i cents is %s", (cents, expected) => {
    expect(formatCents(cents, "de-DE")).toBe(nbsp(expected));
  });
});

describe("netOfVat", () => {
  it.each([
    [119, 100],
    [549, 461.34],
    [0, 0],
  ])("%s gross is %s net at 19 percent", (gross, net) => {
    expect(netOfVat(gross)).toBe(net);
  });
});
