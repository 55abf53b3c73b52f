/** The business portal (account.md §2, §3, §5, §6; deals.md §6). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import type { DeletionRequest } from "@/features/account/types";
import {
  BUSINESS_ROLES,
  type ChangedCompanyContact,
  type CompanyContact,
  type CompanyMembership,
  type CompanyVehicle,
  type SharedReturnBooking,
  type SharedReturnOptions,
} from "@/features/business/types";
import { SHARED_RETURN_MAX_SUBSCRIPTIONS } from "@/features/business/rules/business-roles";
import { newCompanyContactSchema } from "@/features/business/schemas/company-contact";
import { bff, none, str, isoDate, BFF, type Endpoint } from "./define";

export const businessEndpoints = {
  // Business portal. `business` names what the caller's role must allow ("member":
  // any member of the company); the security suite's role matrix iterates over it.
  listCompanies: bff<CompanyMembership[]>()({
    method: "GET",
    path: `${BFF}/companies`,
    scope: "account",
    status: "implemented",
    body: none,
    business: "member",
    spec: "account.md §7",
  }),
  listCompanyVehicles: bff<CompanyVehicle[]>()({
    method: "GET",
    path: `${BFF}/companies/{companyId}/vehicles`,
    scope: "account",
    status: "implemented",
    body: none,
    business: "member",
    spec: "account.md §2 Business portal, deals.md §6",
  }),
  listCompanyContacts: bff<CompanyContact[]>()({
    method: "GET",
    path: `${BFF}/companies/{companyId}/contacts`,
    scope: "account",
    status: "implemented",
    body: yup.object({ search: yup.string().strict().max(100) }),
    business: "seesContacts",
    spec: "account.md §2 Business portal, deals.md §2",
  }),
  postCompanyContact: bff<CompanyContact>()({
    method: "POST",
    path: `${BFF}/companies/{companyId}/contacts`,
    scope: "account",
    status: "implemented",
    creates: true,
    body: newCompanyContactSchema,
    business: "managesContacts",
    spec: "account.md §2 Business portal, §3 Business contact, §5 Business",
  }),
  patchCompanyContact: bff<ChangedCompanyContact>()({
    method: "PATCH",
    path: `${BFF}/companies/{companyId}/contacts/{contactId}`,
    scope: "account",
    status: "implemented",
    body: yup.object({ role: yup.string().strict().oneOf(BUSINESS_ROLES).required() }),
    business: "managesContacts",
    spec: "account.md §1, §6",
  }),
  putVehicleDriver: bff<CompanyVehicle>()({
    method: "PUT",
    path: `${BFF}/companies/{companyId}/vehicles/{dealId}/driver`,
    scope: "account",
    status: "implemented",
    body: yup.object({ contactId: str().strict().required().max(100) }),
    business: "assignsDrivers",
    spec: "deals.md §6",
  }),
  deleteVehicleDriver: bff<CompanyVehicle>()({
    method: "DELETE",
    path: `${BFF}/companies/{companyId}/vehicles/{dealId}/driver`,
    scope: "account",
    status: "implemented",
    body: none,
    business: "assignsDrivers",
    spec: "deals.md §6",
  }),
  // account.md §2 Business portal "Settings for shared return (max_subscriptions 999)": one return
  // for several company cars (features/returns/rules/shared-return.ts).
  getSharedReturnOptions: bff<SharedReturnOptions>()({
    method: "GET",
    path: `${BFF}/companies/{companyId}/shared-return`,
    scope: "account",
    status: "implemented",
    body: yup.object({
      deal_ids: yup.string().strict().max(40_000),
      return_type: yup.string().strict().oneOf(["PICKUP", "SELF_RETURN"]),
      preferred_return_date: yup.string().strict().max(40),
    }),
    business: "booksSharedReturn",
    spec: "account.md §2 Business portal, §9; deals.md §4 Return",
  }),
  postSharedReturn: bff<SharedReturnBooking>()({
    method: "POST",
    path: `${BFF}/companies/{companyId}/shared-return`,
    scope: "account",
    status: "implemented",
    creates: true,
    body: yup.object({
      deal_ids: yup.array(str().strict().max(100)).min(1).max(SHARED_RETURN_MAX_SUBSCRIPTIONS).required(),
      return_type: yup.string().oneOf(["PICKUP", "SELF_RETURN"]).required(),
      preferred_return_date: isoDate().required().max(40),
    }),
    business: "booksSharedReturn",
    spec: "account.md §2 Business portal, §9; deals.md §4 Return",
  }),
  postDeletionRequest: bff<DeletionRequest>()({
    method: "POST",
    path: `${BFF}/deletion-request`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §7, account.md §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
