import "server-only";
import { berlinPreferredReturnDate } from "@/features/returns/rules/return-change";
import type { Db } from "../db/client";
import { deal } from "../db/schema";
import { ownedDeal } from "../deals/deal-ownership";

/** The return payload's keys (deals.md §3 "Return payload") a return form starts from. */
export type ReturnPrefill = Partial<Record<ReturnPayloadKey, string>>;
type ReturnPayloadKey =
  | "return_type"
  | "preferred_return_date"
  | "return_firstname"
  | "return_lastname"
  | "return_street"
  | "return_housenumber"
  | "return_zip"
  | "return_city"
  | "return_address_extra"
  | "return_phone_number"
  | "return_email";

/**
 * What a return form starts from: the booked return, else the handover's address and contact
 * and the customer's own name and email (a real product does not ask again for what it knows;
 * deals.md is silent). Null when the deal is not the customer's.
 */
export async function getReturnPrefill(
  db: Db,
  customer: { customerId: string; firstName: string; lastName: string; email: string },
  dealId: string,
): Promise<ReturnPrefill | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customer.customerId, dealId)).limit(1);
  if (!row) return null;
  const booked = row.returnType !== null;
  const values: Record<ReturnPayloadKey, string | null | undefined> = {
    return_type: row.returnType,
    // deals.md §5: the form sends the date as Berlin-time ISO, the untouched one too.
    preferred_return_date: booked && row.preferredReturnDate ? berlinPreferredReturnDate(row.preferredReturnDate) : null,
    return_firstname: row.returnFirstname ?? row.handoverFirstname ?? customer.firstName,
    return_lastname: row.returnLastname ?? row.handoverLastname ?? customer.lastName,
    return_street: row.returnStreet ?? row.handoverStreet,
    return_housenumber: row.returnHousenumber ?? row.handoverHousenumber,
    return_zip: row.returnZip ?? row.handoverZip,
    return_city: row.returnCity ?? row.handoverCity,
    return_address_extra: row.returnStreet !== null ? row.returnAddressExtra : row.handoverAddressExtra,
    return_phone_number: row.returnPhoneNumber ?? row.handoverPhoneNumber,
    return_email: row.returnEmail ?? customer.email,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
}
