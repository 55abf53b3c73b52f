import "server-only";
import { vehicleContact } from "@/features/business/rules/vehicle-contact";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
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
 * deals.md is silent). A company car's contact is its driver, the fleet manager's own details only
 * for a shared car (deals.md §6); its form hides the contact step, so this is what it sends. Null
 * when the deal is not the customer's.
 */
export async function getReturnPrefill(
  db: Db,
  customer: { customerId: string; firstName: string; lastName: string; email: string },
  dealId: string,
): Promise<ReturnPrefill | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customer.customerId, dealId)).limit(1);
  if (!row) return null;
  const booked = row.returnType !== null;
  const assigned =
    row.driverFirstname && row.driverLastname
      ? { name: `${row.driverFirstname} ${row.driverLastname}`, email: row.driverEmail, phoneNumber: row.driverPhoneNumber }
      : null;
  // The driver when `vehicleContact` names them; else the fleet manager, who books (the customer's own details).
  const driver = isBusinessDeal(row) && vehicleContact({ driver: assigned }, null)?.role === "driver" ? row : null;
  const values: Record<ReturnPayloadKey, string | null | undefined> = {
    return_type: row.returnType,
    // deals.md §5: the form sends the date as Berlin-time ISO, the untouched one too.
    preferred_return_date: booked && row.preferredReturnDate ? berlinPreferredReturnDate(row.preferredReturnDate) : null,
    return_firstname: row.returnFirstname ?? driver?.driverFirstname ?? row.handoverFirstname ?? customer.firstName,
    return_lastname: row.returnLastname ?? driver?.driverLastname ?? row.handoverLastname ?? customer.lastName,
    return_street: row.returnStreet ?? row.handoverStreet,
    return_housenumber: row.returnHousenumber ?? row.handoverHousenumber,
    return_zip: row.returnZip ?? row.handoverZip,
    return_city: row.returnCity ?? row.handoverCity,
    return_address_extra: row.returnStreet !== null ? row.returnAddressExtra : row.handoverAddressExtra,
    return_phone_number: row.returnPhoneNumber ?? driver?.driverPhoneNumber ?? row.handoverPhoneNumber,
    return_email: row.returnEmail ?? driver?.driverEmail ?? customer.email,
  };
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""));
}
