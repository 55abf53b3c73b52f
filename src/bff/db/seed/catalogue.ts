/** The shared catalogues: car models, the add-ons (deals.md §3 "Addons") and the mileage packages' prices. */
import { COMFORT_PROTECTION_MONTHLY_CENTS } from "../../../features/insurance/rules/addon-pricing";
import { SEEDED_MILEAGE_PACKAGES } from "../../../features/mileage/rules/mileage-packages";
import type { AddonInsert, MileagePackageInsert } from "./types";

/**
 * Model catalogue: one drawing per body in `public/cars/<slug>.svg` (a hybrid shares its electric
 * sibling's body: the X1 the iX1's, the GLA the EQA's, the 500 Hybrid the 500e's). Most of the fleet
 * is electric; the combustion cars are what the oil change is for (deals.md §5 "oil_change").
 */
export const models = {
  vwId3: { oem: "Volkswagen", model: "ID.3", trim: "Pro S 77 kWh", slug: "vw-id3", productId: "vw-id3-pro-s", fuel: "Elektro" },
  cupraBorn: { oem: "Cupra", model: "Born", trim: "VZ 79 kWh", slug: "cupra-born", productId: "cupra-born-vz", fuel: "Elektro" },
  bmwIx1: { oem: "BMW", model: "iX1", trim: "xDrive30 M Sport", slug: "bmw-ix1", productId: "bmw-ix1-xdrive30", fuel: "Elektro" },
  skodaEnyaq: { oem: "Skoda", model: "Enyaq", trim: "85 Sportline", slug: "skoda-enyaq", productId: "skoda-enyaq-85", fuel: "Elektro" },
  teslaModelY: { oem: "Tesla", model: "Model Y", trim: "Long Range AWD", slug: "tesla-model-y", productId: "tesla-model-y-lr", fuel: "Elektro" },
  mercedesEqa: {
    oem: "Mercedes-Benz",
    model: "EQA",
    trim: "250+ Progressive",
    slug: "mercedes-eqa",
    productId: "mercedes-eqa-250plus",
    fuel: "Elektro",
  },
  mercedesGla: {
    oem: "Mercedes-Benz",
    model: "GLA 250 e",
    trim: "Progressive",
    slug: "mercedes-eqa",
    productId: "mercedes-gla-250e",
    fuel: "Plug-in-Hybrid",
  },
  fiat500e: { oem: "Fiat", model: "500e", trim: "La Prima 42 kWh", slug: "fiat-500e", productId: "fiat-500e-la-prima", fuel: "Elektro" },
  fiat500Hybrid: {
    oem: "Fiat",
    model: "500 Hybrid",
    trim: "La Prima 1.0",
    slug: "fiat-500e",
    productId: "fiat-500-hybrid-la-prima",
    fuel: "Hybrid (Benzin)",
  },
  hyundaiIoniq5: {
    oem: "Hyundai",
    model: "Ioniq 5",
    trim: "Techniq 84 kWh",
    slug: "hyundai-ioniq-5",
    productId: "hyundai-ioniq5-techniq",
    fuel: "Elektro",
  },
};

export type ModelKey = keyof typeof models;

function addonRow(
  id: string,
  group: AddonInsert["group"],
  position: number,
  billing: AddonInsert["billing"],
  priceCents: number,
  coverage: { full: number | null; partial: number | null } | null,
  additionalKilometers: number | null,
  texts: { de: [string, string]; en: [string, string] },
): AddonInsert {
  return {
    id,
    group,
    position,
    productIds: null,
    billing,
    priceCents,
    coverageFullCents: coverage?.full ?? null,
    coveragePartialCents: coverage?.partial ?? null,
    additionalKilometers,
    titleDe: texts.de[0],
    descriptionDe: texts.de[1],
    titleEn: texts.en[0],
    descriptionEn: texts.en[1],
  };
}

export function seedAddons(): AddonInsert[] {
  return [
    addonRow("insurance-plus", "insurance", 1, "monthly", 1_900, { full: 75_000, partial: 50_000 }, null, {
      de: ["Vollkasko Plus", "Selbstbeteiligung 750 € Vollkasko, 500 € Teilkasko"],
      en: ["Comprehensive Plus", "Deductible €750 comprehensive, €500 partial cover"],
    }),
    addonRow("insurance-premium", "insurance", 2, "monthly", 3_900, { full: 30_000, partial: 15_000 }, null, {
      de: ["Vollkasko Premium", "Selbstbeteiligung 300 € Vollkasko, 150 € Teilkasko"],
      en: ["Comprehensive Premium", "Deductible €300 comprehensive, €150 partial cover"],
    }),
    // Above a 1,000 EUR deductible: never offered (deals.md §4 "full coverage not above the deductible").
    addonRow("insurance-basic-plus", "insurance", 3, "monthly", 900, { full: 150_000, partial: 50_000 }, null, {
      de: ["Basis Plus", "Selbstbeteiligung 1.500 € Vollkasko"],
      en: ["Basic Plus", "Deductible €1,500 comprehensive"],
    }),
    // deals.md §9: "Insurance comfort protection 29 euros a month lowers the full-coverage deductible from 1,000 to 500 euros".
    addonRow("comfort-protection", "protection", 1, "monthly", COMFORT_PROTECTION_MONTHLY_CENTS, { full: 50_000, partial: null }, null, {
      de: ["Komfort Schutz", "Senkt die Selbstbeteiligung in der Vollkasko von 1.000 € auf 500 €"],
      en: ["Comfort protection", "Lowers the comprehensive deductible from €1,000 to €500"],
    }),
    addonRow("mileage-500", "mileage", 1, "one_time", 9_900, null, 500, {
      de: ["500 km extra", "Einmalig 500 zusätzliche Kilometer"],
      en: ["500 km extra", "500 additional km, once"],
    }),
    addonRow("mileage-1000", "mileage", 2, "one_time", 17_900, null, 1000, {
      de: ["1.000 km extra", "Einmalig 1.000 zusätzliche Kilometer"],
      en: ["1,000 km extra", "1,000 additional km, once"],
    }),
    addonRow("mileage-2500", "mileage", 3, "one_time", 39_900, null, 2500, {
      de: ["2.500 km extra", "Einmalig 2.500 zusätzliche Kilometer"],
      en: ["2,500 km extra", "2,500 additional km, once"],
    }),
  ];
}

export function seedMileagePackages(): MileagePackageInsert[] {
  return SEEDED_MILEAGE_PACKAGES.map((price) => ({
    mileagePackage: price.mileage_package,
    surchargeGrossCents: price.surcharge_gross_cents,
    surchargeNetCents: price.surcharge_net_cents,
  }));
}
