import "server-only";
import { asc, eq } from "drizzle-orm";
import { mayActOnVehicle, sharedReturnAllowed } from "@/features/business/rules/business-roles";
import type { SharedReturnBooking, SharedReturnOptions, SharedReturnVehicle } from "@/features/business/types";
import { compoundLocations, type ReturnTypeChoice } from "@/features/returns/rules/return-change";
import { commonReturnDates, distinctDealIds } from "@/features/returns/rules/shared-return";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { company, companyContact, customer, deal, dealMilestone, type CompanyRow, type DealRow } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { enqueueBookingConfirmation } from "../mail/booking-mail";
import {
  asOwnedReturn,
  changeFeeOf,
  datesFor,
  isChangeable,
  returnPriceOf,
  validReturn,
  writeReturn,
  type OwnedReturn,
  type ReturnInput,
} from "./return-service";
import type { Milestone } from "../deals/deal-ownership";
import { memberWith, settingsOf } from "../business/business-portal-service";

/**
 * The shared return of several company cars (account.md §2 Business portal "Settings for shared
 * return (max_subscriptions 999)"). A fleet manager or an admin books one return for
 * several of the company's cars: one type, one day and slot, each car under its own return rules
 * (`bff/returns/return-service.ts`, the one home of a return's checks and its write). A pickup
 * collects the cars at the company's address with the booking member as the contact; a self
 * return brings them to a depot. All cars are booked in one transaction, or none.
 */

export interface SharedReturnQuery {
  /** The chosen cars, comma separated (a GET carries no array). */
  deal_ids?: string | undefined;
  return_type?: string | undefined;
  /** The day and slot chosen, for the change fees of cars whose return is already booked. */
  preferred_return_date?: string | undefined;
}

export interface SharedReturnInput {
  deal_ids: string[];
  return_type: string;
  preferred_return_date: string;
}

interface Fleet {
  /** The booking member's own contact in the company: the pickup's contact person. */
  member: typeof companyContact.$inferSelect;
  company: CompanyRow;
  /** The cars the member may act on, each as the return rules read it. */
  cars: OwnedReturn[];
}

export async function getSharedReturnOptions(
  db: Db,
  customerId: string,
  companyId: string,
  query: SharedReturnQuery,
  now: Dayjs,
): Promise<SharedReturnOptions | null> {
  const fleet = await fleetOf(db, customerId, companyId);
  if (!fleet) return null;
  const type: ReturnTypeChoice = query.return_type === "PICKUP" ? "PICKUP" : "SELF_RETURN";
  const chosenIds = new Set(distinctDealIds((query.deal_ids ?? "").split(",")));
  const chosen = fleet.cars.filter((car) => chosenIds.has(car.row.id) && isChangeable(car, now));
  const input = query.preferred_return_date ? returnInputFor(fleet, type, query.preferred_return_date) : null;
  const vehicles = fleet.cars.map((car) => vehicleOf(car, type, chosenIds.has(car.row.id) ? input : null, now));
  return {
    max_subscriptions: fleet.company.sharedReturnMaxSubscriptions,
    return_type: type,
    vehicles,
    availabilities: commonReturnDates(chosen.map((car) => datesFor(car, type, pickupPostcode(fleet, type), now))),
    pickup_address: { street: fleet.company.street, houseNumber: fleet.company.houseNumber, postalCode: fleet.company.zip, city: fleet.company.city },
    compound_locations: compoundLocations(fleet.company.zip),
    total_fee: sum(vehicles.filter((vehicle) => chosen.some((car) => car.row.id === vehicle.deal_id)).map((v) => v.return_fee + v.change_fee)),
  };
}

/**
 * Books the return of every chosen car on the one day: 404 when a car is not the company's (as for
 * any object of another), 422 beyond the company's limit or on a day not offered to every car, 409
 * when a car's return cannot be planned now. The operations side learns of it through the outbox.
 */
export async function bookSharedReturn(
  db: Db,
  customerId: string,
  companyId: string,
  input: SharedReturnInput,
  now: Dayjs,
): Promise<SharedReturnBooking | null> {
  const fleet = await fleetOf(db, customerId, companyId);
  if (!fleet) return null;
  const ids = distinctDealIds(input.deal_ids);
  if (!sharedReturnAllowed(settingsOf(fleet.company), ids.length)) {
    throw new ValidationError([
      {
        path: "deal_ids",
        code: "max",
        values: { max: fleet.company.sharedReturnMaxSubscriptions },
        message: `A shared return covers 1 to ${fleet.company.sharedReturnMaxSubscriptions} subscriptions.`,
      },
    ]);
  }
  const chosen = ids.flatMap((id) => fleet.cars.filter((car) => car.row.id === id));
  if (chosen.length !== ids.length) return null;
  const closed = chosen.filter((car) => !isChangeable(car, now)).map((car) => car.row.id);
  if (closed.length > 0) {
    throw new ConflictError("return_not_changeable", `The return of ${closed.join(", ")} cannot be planned or changed now.`);
  }
  const type: ReturnTypeChoice = input.return_type === "PICKUP" ? "PICKUP" : "SELF_RETURN";
  const returnInput = returnInputFor(fleet, type, input.preferred_return_date);
  const checked = chosen.map((car) => ({ car, checked: validReturn(car, returnInput, now) }));
  // The cars' return and change fees, from the fields just checked (a first booking's change fee is 0).
  const totalFee = sum(checked.map(({ car, checked: one }) => returnPriceOf(car, type) + changeFeeOf(car, one.fields, now)));
  const preferred = checked[0]!.checked.fields.preferred_return_date ?? input.preferred_return_date;
  await db.transaction(async (tx) => {
    for (const { car, checked: one } of checked) {
      if (!(await writeReturn(tx, car, one, now))) throw new ConflictError("return_not_changeable", `The return of ${car.row.id} changed meanwhile.`);
    }
    await enqueue(
      tx,
      {
        topic: "shared-return",
        payload: {
          company_id: companyId,
          booked_by_contact_id: fleet.member.id,
          deal_ids: ids,
          return_type: type,
          preferred_return_date: preferred,
          total_fee: totalFee,
        },
      },
      now.toDate(),
    );
    const booked = { company: fleet.company, deals: chosen.map((car) => car.row), returnType: type, preferredReturnDate: preferred };
    await enqueueBookingConfirmation(tx, { kind: "shared-return", customerId, ...booked }, now.toDate());
  });
  return { deal_ids: ids, return_type: type, preferred_return_date: preferred, total_fee: totalFee };
}

/** The member (with the role that books shared returns) and the company cars they may act on, with their milestones. */
async function fleetOf(db: Db, customerId: string, companyId: string): Promise<Fleet | null> {
  const member = await memberWith(db, customerId, companyId, "booksSharedReturn");
  if (!member) return null;
  const [found] = await db
    .select({ company, contact: companyContact })
    .from(company)
    .innerJoin(companyContact, eq(companyContact.id, member.contactId))
    .where(eq(company.id, companyId))
    .limit(1);
  if (!found) return null;
  const rows = await db
    .select({ deal, milestone: dealMilestone.milestone })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .leftJoin(dealMilestone, eq(dealMilestone.dealId, deal.id))
    .where(eq(customer.companyId, companyId))
    .orderBy(asc(deal.createdAt), asc(deal.id));
  const reached = new Map<string, { row: DealRow; milestones: Set<Milestone | null> }>();
  for (const { deal: row, milestone } of rows) {
    const entry = reached.get(row.id) ?? { row, milestones: new Set<Milestone | null>() };
    entry.milestones.add(milestone);
    reached.set(row.id, entry);
  }
  const cars = [...reached.values()]
    .filter(({ row }) => mayActOnVehicle(member, { driverContactId: row.driverContactId }))
    .map(({ row, milestones }) => asOwnedReturn(row, milestones));
  return { member: found.contact, company: found.company, cars };
}

/** The return payload every car gets: for a pickup the company's address and the booking member as contact. */
function returnInputFor(fleet: Fleet, type: ReturnTypeChoice, preferredReturnDate: string): ReturnInput {
  if (type === "SELF_RETURN") return { return_type: type, preferred_return_date: preferredReturnDate };
  const { company: at } = fleet;
  return {
    return_type: type,
    preferred_return_date: preferredReturnDate,
    return_firstname: fleet.member.firstname,
    return_lastname: fleet.member.lastname,
    return_street: at.street,
    return_housenumber: at.houseNumber,
    return_zip: at.zip,
    return_city: at.city,
    return_phone_number: fleet.member.phone || at.phone || undefined,
    return_email: fleet.member.email,
  };
}

function pickupPostcode(fleet: Fleet, type: ReturnTypeChoice): string | null {
  return type === "PICKUP" ? fleet.company.zip : null;
}

function vehicleOf(car: OwnedReturn, type: ReturnTypeChoice, input: ReturnInput | null, now: Dayjs): SharedReturnVehicle {
  let changeFee = 0;
  if (input && car.row.returnType !== null && isChangeable(car, now)) {
    try {
      changeFee = changeFeeOf(car, validReturn(car, input, now).fields, now);
    } catch {
      changeFee = 0; // A day not offered to this car: the booking refuses it; no fee to show.
    }
  }
  return {
    deal_id: car.row.id,
    plannable: isChangeable(car, now),
    return_type: car.row.returnType,
    return_date: car.row.returnDate,
    return_fee: returnPriceOf(car, type),
    change_fee: changeFee,
  };
}

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
