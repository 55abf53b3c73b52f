import "server-only";
import { asc, eq } from "drizzle-orm";
import { isBusinessDeal } from "@/features/deals/rules/deal-state";
import type { HandoverSuggestions, SuggestedAddress, SuggestedContact } from "@/features/delivery/types";
import type { Db } from "../db/client";
import { company, customer, deal } from "../db/schema";
import { ownedDeal } from "../deals/deal-ownership";

/**
 * What the business handover form offers to pick from (deals.md §2 "B2B variants use contact and
 * address autocompletes"): the company's people (its portal users, the drivers and handover
 * contacts of its cars) and its addresses (the company's, the handover addresses of its cars).
 * The path is the portal's own (§7 names none). A private deal has nothing to suggest; another
 * customer's deal is indistinguishable from a missing one (null).
 */
export async function getHandoverSuggestions(db: Db, customerId: string, dealId: string): Promise<HandoverSuggestions | null> {
  const [owned] = await db
    .select({ type: deal.type, companyId: customer.companyId })
    .from(deal)
    .innerJoin(customer, eq(customer.id, deal.customerId))
    .where(ownedDeal(customerId, dealId))
    .limit(1);
  if (!owned) return null;
  if (!isBusinessDeal(owned) || owned.companyId === null) return { contacts: [], addresses: [] };
  const companyId = owned.companyId;

  const [people, deals, [home]] = await Promise.all([
    db
      .select({ firstname: customer.firstname, lastname: customer.lastname, phone: customer.phone })
      .from(customer)
      .where(eq(customer.companyId, companyId))
      .orderBy(asc(customer.lastname), asc(customer.firstname)),
    db
      .select({ deal })
      .from(deal)
      .innerJoin(customer, eq(customer.id, deal.customerId))
      .where(eq(customer.companyId, companyId))
      .orderBy(asc(deal.createdAt), asc(deal.id)),
    db.select().from(company).where(eq(company.id, companyId)).limit(1),
  ]);

  const contacts: SuggestedContact[] = [];
  const addContact = (firstname: string | null, lastname: string | null, phone: string | null) => {
    if (!firstname || !lastname) return;
    contacts.push({ label: [`${firstname} ${lastname}`, phone].filter(Boolean).join(", "), firstname, lastname, phone_number: phone ?? "" });
  };
  for (const person of people) addContact(person.firstname, person.lastname, person.phone);
  for (const { deal: row } of deals) {
    addContact(row.driverFirstname, row.driverLastname, row.driverPhoneNumber);
    addContact(row.handoverFirstname, row.handoverLastname, row.handoverPhoneNumber);
  }

  const addresses: SuggestedAddress[] = [];
  const addAddress = (street: string | null, houseNumber: string | null, zip: string | null, city: string | null, extra: string | null) => {
    if (!street || !houseNumber || !zip || !city) return;
    const label = [`${street} ${houseNumber}`, extra, `${zip} ${city}`].filter(Boolean).join(", ");
    addresses.push({ label, street, house_number: houseNumber, zip, city, address_extra: extra ?? "" });
  };
  // Not the invoice address: it may be a PO box, where no car can be delivered.
  if (home) addAddress(home.street, home.houseNumber, home.zip, home.city, null);
  for (const { deal: row } of deals)
    addAddress(row.handoverStreet, row.handoverHousenumber, row.handoverZip, row.handoverCity, row.handoverAddressExtra);

  return { contacts: uniqueBy(contacts, (c) => c.label), addresses: uniqueBy(addresses, (a) => a.label) };
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(key(item)) ? false : (seen.add(key(item)), true)));
}
