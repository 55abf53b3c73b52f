import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { formatDealValue, type FormatOptions } from "./data-list-value";

const units: FormatOptions["units"] = {
  months: (n) => `${n} Monate`,
  kmPerMonth: (n) => `${n} km/Monat`,
  perKm: (v) => `${v}/km`,
  fuel: (fuel) => (fuel === "Elektro" ? "Electric" : fuel),
};
const b2c: FormatOptions = { locale: "de-DE", audience: "b2c", units };
const b2b: FormatOptions = { ...b2c, audience: "b2b" };
const nbsp = (s: string) => s.replace(/ /g, "\u00a0");

describe("formatDealValue", () => {
  const deal = makeDeal({ amount: 549, term: 12, end_date: "2027-03-31", mileage_package: 1500, additional_mileage_fee: 0.2 });

  it.each([
    ["car.oem", "text", "Volkswagen"],
    ["car.license_plate", "text", "M-AB 1234"],
    ["amount", "currency", nbsp("549 €")],
    ["term", "months", "12 Monate"],
    ["end_date", "date", "31.03.2027"],
    ["mileage_package", "km-per-month", "1.500 km/Monat"],
    ["additional_mileage_fee", "currency-per-km", nbsp("0,20 €/km")],
    // deductibles arrive in cents (deals.md section 3: 100000 is 1,000 EUR)
    ["damage_deductible_vollkasko", "currency-cents", nbsp("1.000 €")],
    ["damage_deductible_teilkasko", "currency-cents", nbsp("500 €")],
  ] as const)("%s as %s is %s for a private customer", (field, format, text) => {
    expect(formatDealValue(deal, field, format, b2c)).toEqual({ text, net: false });
  });

  it.each([
    ["de-DE", "1.500 km/Monat"],
    ["en-DE", "1.500 km/Monat"],
    ["en-US", "1,500 km/Monat"],
  ] as const)("a mileage package in %s is written as the page's other numbers: %s", (locale, text) => {
    expect(formatDealValue(deal, "mileage_package", "km-per-month", { ...b2c, locale })).toEqual({ text, net: false });
  });

  it("shows business customers the monthly rate net of 19 percent VAT", () => {
    expect(formatDealValue(makeDeal({ amount: 595 }), "amount", "currency", b2b)).toEqual({ text: nbsp("500 €"), net: true });
  });

  it("does not treat deductibles as prices for business customers", () => {
    expect(formatDealValue(deal, "damage_deductible_vollkasko", "currency-cents", b2b)).toEqual({ text: nbsp("1.000 €"), net: false });
  });

  it("shows the customer-specific comprehensive deductible where one replaces the standard", () => {
    const specific = makeDeal({ damage_deductible_vollkasko: 100_000, customer_specific_vk_damage_deductible: 50_000 });
    expect(formatDealValue(specific, "damage_deductible_vollkasko", "currency-cents", b2c)).toEqual({ text: nbsp("500 €"), net: false });
  });

  it("shows the driver's name, which only business deals have", () => {
    const driver = { name: "Dana Dienst", email: null, phoneNumber: null };
    expect(formatDealValue(makeDeal({ driver }), "driver.name", "text", b2b)).toEqual({ text: "Dana Dienst", net: false });
    expect(formatDealValue(makeDeal(), "driver.name", "text", b2c)).toBeNull();
  });

  it("gives null when the deal has no value", () => {
    expect(formatDealValue(makeDeal({ car: null }), "car.model", "text", b2c)).toBeNull();
    expect(formatDealValue(makeDeal({ end_date: null }), "end_date", "date", b2c)).toBeNull();
  });
});

describe("the car's fuel (deals.md §3 car.fuel arrives in German)", () => {
  it("is named by the page's words, an unknown one as it came", () => {
    const electric = makeDeal({ car: { ...makeDeal().car!, fuel: "Elektro" } });
    expect(formatDealValue(electric, "car.fuel", "text", b2c)?.text).toBe("Electric");
    const other = makeDeal({ car: { ...makeDeal().car!, fuel: "Wasserstoff" } });
    expect(formatDealValue(other, "car.fuel", "text", b2c)?.text).toBe("Wasserstoff");
  });
});
