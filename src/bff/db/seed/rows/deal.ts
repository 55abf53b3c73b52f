/** Cars and subscriptions: what every seeded deal shares, stated once; each persona states the rest. */
import { models, type ModelKey } from "../catalogue";
import { customerIdOf, people, type PersonaKey } from "../people";
import type { CarInsert, DealInsert } from "../types";
import type { SeedCalendar } from "../calendar";
import { DEFAULT_HANDOVER_TIME, handoverSlot } from "../../../../features/delivery/rules/handover-change";

export function seedCar(id: string, modelKey: ModelKey, vin: string, licensePlate: string | null, createdAt: Date): CarInsert {
  const m = models[modelKey];
  return {
    id,
    oem: m.oem,
    model: m.model,
    trim: m.trim,
    fuel: m.fuel,
    picture: `/portal/cars/${m.slug}.svg`,
    licensePlate,
    externalProductId: m.productId,
    vin,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The columns each deal states itself; everything else defaults to the shared contract below. */
type DealFields = Omit<DealInsert, "customerId" | "contactId" | "createdAt" | "updatedAt"> &
  Pick<DealInsert, "id" | "state" | "carId" | "term" | "amountCents" | "mileagePackage">;

/** What every subscription shares; each deal states what makes it itself. */
function contract(personaKey: PersonaKey, createdAt: Date) {
  return {
    customerId: customerIdOf(personaKey),
    contactId: people[personaKey].contactId,
    variant: "SUBSCRIPTION" as const,
    termType: null,
    hasAutoRenewal: false,
    isPreAutoRenewal: false,
    isPostAutoRenewal: false,
    belongsToSubscriptionService: true,
    additionalMileageFeeCents: 20, // 0.20 EUR per extra km
    tireAndWindshield: true,
    minorDamage: false,
    damageDeductibleVollkaskoCents: 100_000, // deals.md §9: full-coverage default 1,000 EUR
    damageDeductibleTeilkaskoCents: 50_000,
    recurrentPaymentMethod: "card",
    // A reseed forgets what the demo's customers chose for a late car (deals.md §4).
    deliveryDelayChoice: null,
    deliveryDelayCreditCents: null,
    deliveryDelayChosenAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** A persona's subscription, ordered at `createdAt`: the shared contract with `fields` over it. */
export function seedDeal(personaKey: PersonaKey, createdAt: Date, fields: DealFields): DealInsert {
  return { ...contract(personaKey, createdAt), ...fields };
}

/**
 * The handover at the persona's own address, to the name given, in the 11:00 slot (deals.md §5)
 * with the window the change form offers it with (`handoverSlot`: "11:00-12:00").
 */
export function handoverTo(personaKey: PersonaKey, firstname: string, lastname: string) {
  const { address, phone } = people[personaKey];
  const slot = handoverSlot(DEFAULT_HANDOVER_TIME);
  return {
    handoverStreet: address.street,
    handoverHousenumber: address.housenumber,
    handoverZip: address.zip,
    handoverCity: address.city,
    handoverFirstname: firstname,
    handoverLastname: lastname,
    handoverPhoneNumber: phone,
    handoverSlot: slot?.value ?? null,
    handoverSlotFormattedTime: slot?.formatted_time ?? null,
  };
}

/**
 * A pickup of the car at the persona's own address on `day` at 10:00 in Berlin (`at`), to the name
 * given, at the pickup's fee of 129 EUR: the booked return of the boundary personas (Rudi, Toni).
 */
export function pickupFrom(personaKey: PersonaKey, [firstname, lastname]: readonly [string, string], day: string, at: Date) {
  const { address, phone } = people[personaKey];
  return {
    returnType: "PICKUP" as const,
    returnDate: day,
    preferredReturnDate: at,
    returnFirstname: firstname,
    returnLastname: lastname,
    returnStreet: address.street,
    returnHousenumber: address.housenumber,
    returnZip: address.zip,
    returnCity: address.city,
    returnPhoneNumber: phone,
    returnEmail: `${firstname}.${lastname}@demo.portal`.toLowerCase(),
    returnPriceCents: 12_900,
  };
}

/**
 * A subscription on the road for half a year (ordered 186 days ago, handed over 183 days ago at
 * 10 km, 1,500 km a month) that ends in `endsIn` days: the boundary personas' running deals.
 */
export function runningForHalfAYear(
  personaKey: PersonaKey,
  names: readonly [string, string],
  { day, at }: Pick<SeedCalendar, "day" | "at">,
  fields: { id: string; carId: string; endsIn: number; amountCents: number; term: number },
): DealInsert {
  return seedDeal(personaKey, at(-186, "09:00"), {
    ...handoverTo(personaKey, names[0], names[1]),
    id: fields.id,
    state: "ACTIVE",
    carId: fields.carId,
    term: fields.term,
    endDate: day(fields.endsIn),
    minimumCommitmentEndDate: day(fields.endsIn),
    amountCents: fields.amountCents,
    mileagePackage: 1500,
    actualHandoverDate: at(-183, "10:30"),
    handoverMileage: 10,
    preferredDeliveryDate: day(-183),
    plannedDeliveryDate: day(-183),
    handoverAppointmentDate: at(-183, "10:00"),
    preferredHandoverDate: at(-183, "10:00"),
  });
}
