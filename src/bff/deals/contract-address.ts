import type { PostalAddress } from "@/features/addresses/rules/postal-address";
import type { DealRow } from "../db/schema";

/**
 * The address of the contract: where the car was delivered and is kept (the deal's handover
 * address). A damage report's "same address" and a service request's "contact address" mean it.
 */
export function contractAddress(row: DealRow): PostalAddress {
  return {
    street: row.handoverStreet ?? undefined,
    house_number: row.handoverHousenumber ?? undefined,
    zip: row.handoverZip ?? undefined,
    city: row.handoverCity ?? undefined,
  };
}
