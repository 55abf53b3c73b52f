/** The customer's account: money, payment methods, drivers, profile and password (account.md §4, §7). Part of the endpoint catalogue (`api/endpoints.ts`). */
import * as yup from "yup";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import type { AccountCompany, AccountProfile } from "@/features/account/types";
import type { PaymentMethod } from "@/features/account/rules/payment-methods";
import type { DepositRefundDetailsReceipt } from "@/features/deposit-refund/types";
import { type Company } from "@/features/business/types";
import type { Driver, DriverUploadUrl } from "@/features/drivers/types";
import { LICENCE_MAX_BYTES, uploadBodyLimit } from "../upload-limits";
import { endpoint, bff, none, str, BFF, type Endpoint } from "./define";

export const accountEndpoints = {
  // Money and account
  postDepositRefundDetails: bff<DepositRefundDetailsReceipt>()({
    method: "POST",
    path: `${BFF}/deals/{id}/deposit-refund-details`,
    scope: "deal",
    status: "implemented",
    creates: true,
    // account.md §5: both required; the IBAN's validity is the rule's (ibantools), a 422 `iban_invalid`.
    body: yup.object({ iban: str().required().max(64), account_holder: str().required().max(100) }),
    spec: "deals.md §7, account.md §7",
  }),
  getCompany: bff<Company>()({
    method: "GET",
    path: `${BFF}/companies/{id}`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  // account.md §4, §7: answers 201 with `session_url` (Stripe Checkout in setup mode, or the
  // built-in hosted page). §7 lists only success_url and cancel_url: the deal whose method changes
  // (§3 "deal_id") may be named, else it is the customer's one editable deal (payment-method-service.ts).
  postPaymentMethodSession: bff<{ session_url: string }>()({
    method: "POST",
    path: `${BFF}/payment-methods/{type}`,
    scope: "account",
    status: "implemented",
    creates: true,
    successStatus: 201,
    body: yup.object({ deal_id: yup.string().max(64), success_url: str().required().max(500), cancel_url: str().required().max(500) }),
    spec: "account.md §7",
  }),
  listPaymentMethods: bff<PaymentMethod[]>()({
    method: "GET",
    path: `${BFF}/payment-methods`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §7",
  }),
  // The built-in hosted payment page (the stand-in of Stripe Checkout on the embedded default):
  // confirm with the entered test data, or cancel; both answer where the browser goes next.
  postPaymentSessionConfirm: bff<{ redirect_url: string }>()({
    method: "POST",
    path: `${BFF}/payment-sessions/{sessionId}/confirm`,
    scope: "account",
    status: "implemented",
    body: yup.object({
      account_holder: yup.string().max(100),
      card_number: yup.string().max(30),
      card_expiry: yup.string().max(10),
      card_cvc: yup.string().max(4),
      iban: yup.string().max(64),
      routing_number: yup.string().max(20),
      account_number: yup.string().max(30),
      paypal_email: yup.string().max(254),
    }),
    spec: "account.md §4 (the built-in hosted page)",
  }),
  postPaymentSessionCancel: bff<{ redirect_url: string }>()({
    method: "POST",
    path: `${BFF}/payment-sessions/{sessionId}/cancel`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §4 (the built-in hosted page)",
  }),
  listDrivers: bff<Driver[]>()({
    method: "GET",
    path: `${BFF}/drivers`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §3, §7",
  }),
  postDriver: bff<Driver>()({
    method: "POST",
    path: `${BFF}/drivers`,
    scope: "account",
    status: "implemented",
    creates: true,
    // account.md §3 Driver; the licence issue date as YYYY-MM-DD (§3 "sent YYYY-MM-DD"), the birth
    // date so or DD.MM.YYYY (§5), the licence keys from the upload URLs. The rules of §5
    // (features/drivers/rules) answer with the codes of §8.
    body: yup.object({
      type: yup.string().oneOf(["secondary"]),
      firstname: str().required(),
      lastname: str().required(),
      date_of_birth: str().required(),
      relationship_type: str().required(),
      driver_license_issue_date: str().required(),
      dl_front_key: str().required(),
      dl_back_key: str().required(),
      postcode: str().required(),
      agreed_to_terms: yup.boolean().required(),
      confirmed_truthful_data: yup.boolean().required(),
    }),
    spec: "account.md §3, §5, §7, §8",
  }),
  deleteDriver: bff<{ id: string; status: "deleted" }>()({
    method: "DELETE",
    path: `${BFF}/drivers/{id}`,
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §4, §7, §8",
  }),
  // The checkout's helper behind the two upload-url calls of account.md §7 (front and back); in the
  // embedded default the browser makes them as two `getUploadUrl` calls (features/drivers/api).
  getDriverUploadUrls: endpoint<unknown>()({
    method: "GET",
    path: "/api/checkout/driver-upload-urls",
    host: "checkout-api",
    scope: "account",
    status: "planned",
    body: yup.object({ contactId: str(), dealId: str(), hash: str() }),
    spec: "account.md §7",
  }),
  // `{checkout api}/uploadurl` (account.md §7), served by this app under the BFF: an upload URL for
  // one licence scan of the bucket DL; the browser PUTs the file there (`putDriverLicence`).
  getUploadUrl: bff<DriverUploadUrl>()({
    method: "GET",
    path: `${BFF}/uploadurl`,
    scope: "account",
    status: "implemented",
    body: yup.object({
      filename: str().required().max(255),
      filetype: str().required().max(100),
      bucket: yup.string().oneOf(["DL"]).required(),
    }),
    spec: "account.md §7",
  }),
  // Where an upload URL points: the body is the file, with its content type (account.md §7 "PUT
  // uploads the body with its content type"); checked like every upload (§5: 10 MB, jpg, jpeg, png, pdf, heic).
  putDriverLicence: bff<DriverUploadUrl>()({
    method: "PUT",
    path: `${BFF}/uploads/dl/{uploadId}`,
    scope: "account",
    status: "implemented",
    // The body is the file; a multipart form (field `file`) may name the bucket as the upload-URL call does.
    body: yup.object({ bucket: yup.string().oneOf(["DL"]) }),
    upload: true,
    maxBodyBytes: uploadBodyLimit(LICENCE_MAX_BYTES),
    spec: "account.md §5, §7, §9",
  }),
  // account.md §7: served by this app under its base path, through the BFF dispatcher.
  patchCheckoutContact: bff<AccountProfile>()({
    method: "PATCH",
    path: "/portal/api/checkout/v2/contact",
    scope: "account",
    status: "implemented",
    body: yup.object({
      firstname: yup.string().max(200),
      lastname: yup.string().max(200),
      phone: yup.string().max(60),
      birthday: yup.string().max(20),
      emailSubscription: yup.boolean(),
      // The page's locale: the phone's area code is the region's (account.md §5, `isAccountPhone`).
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §7",
  }),
  patchCheckoutCompany: bff<AccountCompany>()({
    method: "PATCH",
    path: "/portal/api/checkout/company/{id}",
    scope: "account",
    status: "implemented",
    // §3 Company address "street, housenumber", sent beside its parts (`updateCompany` says which
    // wins); the locale as for the contact.
    body: yup.object({
      name: yup.string().max(200),
      address: yup.string().max(200),
      phone: yup.string().max(60),
      street: yup.string().max(200),
      housenumber: yup.string().max(200),
      zip: yup.string().max(20),
      city: yup.string().max(200),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §7",
  }),
  // account.md §7 "Update profile: firstname, lastname, birthday, other" (path not shown): the
  // edit-account form's call; birthday DD.MM.YYYY, the invoice address as "other".
  patchProfile: bff<AccountProfile>()({
    method: "PATCH",
    path: `${BFF}/profile`,
    scope: "account",
    status: "implemented",
    body: yup.object({
      firstname: yup.string().max(200),
      lastname: yup.string().max(200),
      birthday: yup.string().max(20),
      phone: yup.string().max(60),
      mobilephone: yup.string().max(60),
      invoice_street: yup.string().max(200),
      invoice_house_number: yup.string().max(200),
      zip: yup.string().max(20),
      city: yup.string().max(200),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §7 (path not shown)",
  }),
  // better-auth's own route (`bff/http/auth-route.ts`), used by /myaccount/changepassword;
  // `revokeOtherSessions` ends the customer's other sessions.
  postChangePassword: endpoint<unknown>()({
    method: "POST",
    path: "/portal/api/auth/change-password",
    host: "auth",
    scope: "account",
    status: "implemented",
    // The locale the notice mail is written in (account.md §7 "Change password: current, new, locale").
    body: yup.object({
      currentPassword: str().required(),
      newPassword: str().required(),
      revokeOtherSessions: yup.boolean(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §7",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;
