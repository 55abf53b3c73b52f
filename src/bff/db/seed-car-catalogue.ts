/**
 * The car catalogue of the public car search, seeded. Availability is relative to the
 * day of seeding, so the demo keeps cars available now, soon and later. Prices: whole euros a
 * month, gross, per term and mileage package (account.md §7 `GET api/cars`).
 */
import type { Dayjs } from "../../lib/clock";
import { addDays, berlinDay } from "../../lib/calendar-day";
import type { BodyType, CarPrice, CatalogueCar, Fuel, Term } from "../../features/car-search/types";

interface ModelLine {
  brand: string;
  model: string;
  body: BodyType;
  fuel: Fuel;
  picture: string;
  /** trim, 12-month price in euros (1,000 km), hitch, availability offset in days, open for days (null: open), on offer */
  trims: [string, number, boolean, number, number | null, boolean][];
  /** Offered for 14 days too. */
  shortTerm?: boolean;
}

const LINES: ModelLine[] = [
  {
    brand: "Volkswagen",
    model: "ID.3",
    body: "kompakt",
    fuel: "electric",
    picture: "vw-id3",
    shortTerm: true,
    trims: [
      ["Pure", 399, false, 0, null, true],
      ["Pro", 449, false, 3, null, false],
      ["Pro S", 519, true, 21, 120, false],
    ],
  },
  {
    brand: "Volkswagen",
    model: "ID.4",
    body: "suv",
    fuel: "electric",
    picture: "vw-id3",
    trims: [
      ["Pure", 489, true, 0, null, false],
      ["Pro", 549, true, 10, null, false],
      ["GTX", 649, true, 45, null, false],
    ],
  },
  {
    brand: "Volkswagen",
    model: "Golf",
    body: "kompakt",
    fuel: "petrol",
    picture: "vw-id3",
    shortTerm: true,
    trims: [
      ["Life", 359, false, 0, null, true],
      ["Style", 419, true, 7, null, false],
    ],
  },
  {
    brand: "Volkswagen",
    model: "Passat Variant",
    body: "kombi",
    fuel: "diesel",
    picture: "vw-id3",
    trims: [
      ["Business", 529, true, 0, null, false],
      ["Elegance", 589, true, 30, null, false],
    ],
  },
  {
    brand: "Tesla",
    model: "Model Y",
    body: "suv",
    fuel: "electric",
    picture: "tesla-model-y",
    trims: [
      ["Hinterradantrieb", 549, true, 0, null, false],
      ["Maximale Reichweite", 629, true, 14, null, true],
      ["Performance", 729, true, 60, null, false],
    ],
  },
  {
    brand: "Tesla",
    model: "Model 3",
    body: "limousine",
    fuel: "electric",
    picture: "tesla-model-y",
    trims: [
      ["Hinterradantrieb", 499, false, 0, null, false],
      ["Maximale Reichweite", 579, false, 25, null, false],
    ],
  },
  {
    brand: "BMW",
    model: "iX1",
    body: "suv",
    fuel: "electric",
    picture: "bmw-ix1",
    trims: [
      ["eDrive20", 599, true, 5, null, false],
      ["xDrive30", 679, true, 40, null, false],
    ],
  },
  {
    brand: "BMW",
    model: "X1",
    body: "suv",
    fuel: "hybrid",
    picture: "bmw-ix1",
    trims: [
      ["sDrive18i", 519, true, 0, null, false],
      ["xDrive25e", 589, true, 18, null, true],
    ],
  },
  {
    brand: "BMW",
    model: "3er Touring",
    body: "kombi",
    fuel: "diesel",
    picture: "bmw-ix1",
    trims: [
      ["320d", 619, true, 0, null, false],
      ["330e", 669, true, 35, null, false],
    ],
  },
  {
    brand: "Mercedes-Benz",
    model: "EQA",
    body: "suv",
    fuel: "electric",
    picture: "mercedes-eqa",
    trims: [
      ["250+", 579, true, 0, null, false],
      ["300 4MATIC", 659, true, 28, null, false],
    ],
  },
  {
    brand: "Mercedes-Benz",
    model: "C-Klasse",
    body: "limousine",
    fuel: "hybrid",
    picture: "mercedes-eqa",
    trims: [
      ["C 200", 629, false, 2, null, false],
      ["C 300 e", 699, true, 50, null, false],
    ],
  },
  {
    brand: "Skoda",
    model: "Enyaq",
    body: "suv",
    fuel: "electric",
    picture: "skoda-enyaq",
    trims: [
      ["60", 469, true, 0, null, true],
      ["85", 529, true, 12, null, false],
      ["Coupé RS", 619, true, 70, null, false],
    ],
  },
  {
    brand: "Skoda",
    model: "Octavia Combi",
    body: "kombi",
    fuel: "petrol",
    picture: "skoda-enyaq",
    shortTerm: true,
    trims: [
      ["Selection", 389, true, 0, null, false],
      ["RS", 479, true, 20, null, false],
    ],
  },
  {
    brand: "Cupra",
    model: "Born",
    body: "kompakt",
    fuel: "electric",
    picture: "cupra-born",
    shortTerm: true,
    trims: [
      ["150 kW", 429, false, 0, null, false],
      ["VZ", 499, false, 8, null, true],
    ],
  },
  {
    brand: "Cupra",
    model: "Formentor",
    body: "suv",
    fuel: "petrol",
    picture: "cupra-born",
    trims: [
      ["1.5 TSI", 449, true, 4, null, false],
      ["VZ e-Hybrid", 549, true, 33, null, false],
    ],
  },
  {
    brand: "Hyundai",
    model: "Ioniq 5",
    body: "suv",
    fuel: "electric",
    picture: "hyundai-ioniq-5",
    trims: [
      ["63 kWh", 489, true, 0, null, false],
      ["84 kWh", 559, true, 16, null, false],
    ],
  },
  {
    brand: "Hyundai",
    model: "Tucson",
    body: "suv",
    fuel: "hybrid",
    picture: "hyundai-ioniq-5",
    trims: [
      ["Trend", 429, true, 0, null, true],
      ["Prime", 489, true, 24, null, false],
    ],
  },
  {
    brand: "Fiat",
    model: "500e",
    body: "kleinwagen",
    fuel: "electric",
    picture: "fiat-500e",
    shortTerm: true,
    trims: [
      ["Action", 279, false, 0, null, true],
      ["La Prima", 329, false, 9, null, false],
      ["Cabrio", 359, false, 55, 150, false],
    ],
  },
];

/** Monthly price of a term relative to the 12-month price (longer is cheaper); 14 days cost a month's worth. */
const TERM_FACTORS: Record<Term, number> = { "14-days": 1.35, "1": 1.3, "6": 1.12, "12": 1, "24": 0.92 };
/** Monthly surcharge of the larger mileage packages over 1,000 km, in euros (25 EUR per 500 km, deals.md §9). */
const MILEAGE_SURCHARGES = { 1000: 0, 1500: 25, 2000: 50 } as const;

function pricesOf(base: number, shortTerm: boolean): CarPrice[] {
  const terms: Term[] = shortTerm ? ["14-days", "1", "6", "12", "24"] : ["1", "6", "12", "24"];
  return terms.flatMap((term) =>
    ([1000, 1500, 2000] as const).map((mileage) => ({
      term,
      mileage,
      gross_cents: (Math.round(base * TERM_FACTORS[term]) + MILEAGE_SURCHARGES[mileage]) * 100,
    })),
  );
}

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The catalogue as of `now` (Berlin days). */
export function buildCarCatalogue(now: Dayjs): CatalogueCar[] {
  const today = berlinDay(now);
  const day = (offset: number) => addDays(today, offset);
  return LINES.flatMap((line) =>
    line.trims.map(([trim, base, hitch, from, openFor, offer]) => ({
      id: `catalogue-${slug(`${line.brand}-${line.model}-${trim}`)}`,
      brand: line.brand,
      model: line.model,
      trim,
      body_type: line.body,
      fuel: line.fuel,
      has_hitch: hitch,
      on_offer: offer,
      picture: `/portal/cars/${line.picture}.svg`,
      available_from: day(from),
      available_to: openFor === null ? null : day(from + openFor),
      prices: pricesOf(base, line.shortTerm ?? false),
    })),
  );
}
