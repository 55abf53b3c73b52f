import { callEndpoint } from "@/api/client";
import type { NewCompanyContactInput } from "../schemas/company-contact";
import type { BusinessRole } from "../types";

/** The business portal's writes, each answering `{ data, status }` as the typed client does. */
export const assignDriver = (companyId: string, dealId: string, contactId: string) =>
  callEndpoint("putVehicleDriver", { params: { companyId, dealId }, body: { contactId } });

export const unassignDriver = (companyId: string, dealId: string) => callEndpoint("deleteVehicleDriver", { params: { companyId, dealId } });

/** One Idempotency-Key per opened dialog: a retry after a lost answer creates the contact once. */
export const createContact = (companyId: string, contact: NewCompanyContactInput, idempotencyKey: string) =>
  callEndpoint("postCompanyContact", { params: { companyId }, body: contact, idempotencyKey: idempotencyKey });

export const changeRole = (companyId: string, contactId: string, role: BusinessRole) =>
  callEndpoint("patchCompanyContact", { params: { companyId, contactId }, body: { role } });

export const searchContacts = (companyId: string, search: string) =>
  callEndpoint("listCompanyContacts", { params: { companyId }, body: search ? { search } : {} });

/** One Idempotency-Key per chosen booking: a retry after a lost answer books the cars once. */
export const bookSharedReturn = (
  companyId: string,
  booking: { deal_ids: string[]; return_type: "PICKUP" | "SELF_RETURN"; preferred_return_date: string },
  idempotencyKey: string,
) => callEndpoint("postSharedReturn", { params: { companyId }, body: booking, idempotencyKey: idempotencyKey });
