import { describe, expect, it } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { bookedServices, deductibles } from "./included-services";

describe("bookedServices (deals.md §2 services module, §3 add-on fields)", () => {
  it.each([
    { case: "nothing booked", deal: {}, expected: [] },
    {
      case: "tyres and windscreen",
      deal: { tire_and_windshield: true },
      expected: [{ key: "tire_and_windshield", kilometres: null, coverEur: null }],
    },
    {
      case: "minor damage, covered up to 400 euros (deals.md §9)",
      deal: { minor_damage: true },
      expected: [{ key: "minor_damage", kilometres: null, coverEur: 400 }],
    },
    { case: "a young-driver fee of 0 is not a booking", deal: { young_old_driver_fee: 0 }, expected: [] },
    { case: "a young-driver fee", deal: { young_old_driver_fee: 29 }, expected: [{ key: "young_old_driver", kilometres: null, coverEur: null }] },
    { case: "0 add-on kilometres", deal: { addon_mileage: 0 }, expected: [] },
    { case: "500 add-on kilometres", deal: { addon_mileage: 500 }, expected: [{ key: "addon_mileage", kilometres: 500, coverEur: null }] },
    {
      case: "all of them, in a fixed order",
      deal: { addon_mileage: 250, young_old_driver_fee: 19, minor_damage: true, tire_and_windshield: true },
      expected: [
        { key: "tire_and_windshield", kilometres: null, coverEur: null },
        { key: "minor_damage", kilometres: null, coverEur: 400 },
        { key: "young_old_driver", kilometres: null, coverEur: null },
        { key: "addon_mileage", kilometres: 250, coverEur: null },
      ],
    },
  ])("$case", ({ deal, expected }) => {
    expect(
      bookedServices(makeDeal({ tire_and_windshield: null, minor_damage: null, young_old_driver_fee: null, addon_mileage: null, ...deal })),
    ).toEqual(expected);
  });
});

describe("deductibles (cents; 100000 is 1,000 EUR)", () => {
  it.each([
    { vk: 100_000, tk: 50_000, specific: null, expected: { vollkasko: 100_000, teilkasko: 50_000 } },
    { vk: 100_000, tk: 50_000, specific: 50_000, expected: { vollkasko: 50_000, teilkasko: 50_000 } },
    { vk: null, tk: null, specific: null, expected: { vollkasko: null, teilkasko: null } },
  ])("VK $vk, TK $tk, customer-specific VK $specific", ({ vk, tk, specific, expected }) => {
    expect(
      deductibles({ damage_deductible_vollkasko: vk, damage_deductible_teilkasko: tk, customer_specific_vk_damage_deductible: specific }),
    ).toEqual(expected);
  });
});
