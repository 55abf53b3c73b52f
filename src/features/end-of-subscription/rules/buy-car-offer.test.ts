import { describe, expect, it } from "vitest";
import { buyCarOffer, buyCarQuote, buyOutEstimate } from "./buy-car-offer";
import type { InventoryVehicle } from "./buy-car";

const vehicle = (presale: number, damage: number, km: number): InventoryVehicle => ({
  finn_car_id: "car-test",
  vin: "WVWZZZE1ZMP000001",
  aop_rv_presale_target: presale,
  aop_stock_rv_damage_equivalent: damage,
  aop_stock_rv_km_equivalent: km,
});

describe("buyCarOffer (deals.md §9: presale target − damage equivalent − km equivalent, rounded)", () => {
  it.each([
    [28_000, 600, 900, 26_500],
    [31_250.4, 820.3, 1_200, 29_230],
    [31_250.6, 820.1, 1_200, 29_231], // 29230.5 rounds up
    [20_000, 0, 0, 20_000],
    [1_000, 800, 400, 0], // never below 0
  ])("presale %s, damage %s, km %s → %s EUR", (presale, damage, km, expected) => {
    expect(buyCarOffer(vehicle(presale, damage, km))).toBe(expected);
  });
});

describe("buyOutEstimate (deals.md §9: ceil10((1.03·x + 1500)·1.19))", () => {
  it.each([
    [0, 1_790], // 1500 · 1.19 = 1785 → 1790
    [10_000, 14_050], // (10300 + 1500) · 1.19 = 14042 → 14050
    [26_500, 34_270], // (27295 + 1500) · 1.19 = 34266.05 → 34270
    [29_230, 37_620], // (30106.9 + 1500) · 1.19 = 37612.211 → 37620
  ])("offer %s EUR → %s EUR", (offer, expected) => {
    expect(buyOutEstimate(offer)).toBe(expected);
  });
});

describe("buyCarQuote (deals.md §6, §9: whole EUR, business customers net of VAT)", () => {
  it("shows a private customer the gross estimate", () => {
    expect(buyCarQuote(vehicle(28_000, 600, 900), "b2c")).toEqual({ offer: 26_500, estimate: 34_270, gross: 34_270, net: false });
  });
  it("shows a business customer the estimate net of the 19 % VAT, rounded to whole EUR", () => {
    // 34270 / 1.19 = 28798.32
    expect(buyCarQuote(vehicle(28_000, 600, 900), "b2b")).toEqual({ offer: 26_500, estimate: 28_798, gross: 34_270, net: true });
  });
});
