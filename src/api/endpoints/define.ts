/** The catalogue's types and the helpers its parts share (`api/endpoints.ts`). */
import * as yup from "yup";
import type { BusinessFlow, BusinessPermission } from "@/features/business/rules/business-roles";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { type ReadPolicy } from "../read-policies";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type EndpointHost = "bff" | "portal-api" | "auth" | "checkout-api" | "automation" | "voucher-api";
/** What the endpoint is scoped to: a deal of the customer, the customer's account, or nobody. */
export type EndpointScope = "deal" | "account" | "public";

export interface Endpoint<Res = unknown, Body = unknown> {
  method: HttpMethod;
  path: string;
  host: EndpointHost;
  scope: EndpointScope;
  status: "implemented" | "planned";
  /** Request body (or query for GET) schema; `null` when the call takes none. */
  body: yup.Schema<Body> | null;
  /** Phantom: carries the response type for the typed client. Never read at run time. */
  readonly response?: Res;
  /**
   * The largest request body the BFF reads for this endpoint (413 beyond); unset, the JSON
   * default of `bff/http/body-limit.ts` (16 KB). Upload endpoints set their file limit plus room.
   */
  maxBodyBytes?: number;
  /** `multipart/form-data` upload endpoints get the upload corpus in the security suite. */
  upload?: boolean;
  /** A POST that stores a new record (the security suite checks idempotency and lost writes). */
  creates?: boolean;
  /** The status of a successful answer; unset, 200 (account.md §7: the payment session's 201). */
  successStatus?: 201;
  /** Answers a file as an attachment (`FileDownload`), not JSON; reached through plain links. */
  download?: boolean;
  /**
   * How the browser keeps this read (`useBff`), where the spec says; a POST that carries one only
   * reads (the loyalty and add-on lookups of account.md §7).
   */
  read?: ReadPolicy;
  /** A business portal call: what the caller's role in the company must allow ("member": any role). */
  business?: BusinessPermission | "member";
  /**
   * The company switch the call is behind (account.md §2 Business portal settings): a business
   * customer whose company switched the flow off gets 409 before the body is read, as the pages
   * hide the flow by the same rule (`bff/business/company-switches.ts`).
   */
  businessFlow?: BusinessFlow;
  /**
   * A public write's allowance per client address and minute; beyond it the BFF answers 429 with
   * `Retry-After` before reading the body (`bff/http/request-throttle.ts`; counted per instance, a
   * cost and abuse guard). Every public write of the BFF sets one (the security suite checks).
   */
  perClientPerMinute?: number;
  spec: string;
}

/**
 * Curried so that the response type is given explicitly while the rest keeps its literal types
 * (`const E`): the BFF's handler map requires a handler for exactly the endpoints whose literal
 * `host` is "bff" and `status` is "implemented", and types handlers by their path and scope.
 */
export function endpoint<Res>() {
  return <const E extends Omit<Endpoint<Res>, "response">>(e: E): E & { readonly response?: Res } => e;
}

/** An endpoint this app's BFF serves (`host: "bff"`): the catalogue's most common kind. */
export function bff<Res>() {
  return <const E extends Omit<Endpoint<Res>, "response" | "host">>(e: E): E & { readonly host: "bff"; readonly response?: Res } => ({
    ...e,
    host: "bff" as const,
  });
}

export const none = null;
export const str = () => yup.string().defined();
export const isoDate = () => yup.string().defined();

/**
 * The metadata reads' `customer_postcode` (deals.md §7): a postcode of 5 digits, or none ("null values
 * skipped"). A malformed one is refused (422 `postcode_invalid`), not answered as "no dates"; an island's
 * is well-formed and gets none (§5 "mainland only", the forms' own check before the appointment step).
 */
export const customerPostcode = () =>
  yup
    .string()
    .max(10)
    .matches(/^\d{5}$/, { name: "postcode", message: "customer_postcode is a postcode of 5 digits", excludeEmptyString: true });

export const returnPayload = yup.object({
  return_type: yup.string().oneOf(["PICKUP", "SELF_RETURN"]).required(),
  preferred_return_date: isoDate().required(),
  return_firstname: yup.string(),
  return_lastname: yup.string(),
  return_street: yup.string(),
  return_housenumber: yup.string(),
  return_city: yup.string(),
  return_zip: yup.string(),
  return_address_extra: yup.string(),
  return_phone_number: yup.string(),
  // Optional; when given an address (a typo was stored and answered 200).
  return_email: yup.string().max(254).email(),
});

export const handoverPayload = yup.object({
  preferred_delivery_date: isoDate().required(),
  slot: yup.string(),
  street: str(),
  house_number: str(),
  zip: str(),
  city: str(),
  address_extra: yup.string(),
  firstname: str(),
  lastname: str(),
  phone_number: str(),
});

/**
 * The query of the file endpoints: the locale the file's texts are written in. The portal's
 * download links carry the locale of the page they are on (`fileLinkIn`), which is the language
 * the customer reads the portal in; Accept-Language is not consulted, as the portal itself ignores
 * it (German first, deals.md §1), so a link without the parameter gets the German file.
 */
export const fileQuery = yup.object({ locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE) });

export const BFF = "/portal/api/bff";
