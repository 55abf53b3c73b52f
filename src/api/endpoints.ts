/**
 * The endpoint catalogue: every call of deals.md section 7 and account.md section 7, once.
 * The browser client (`api/client.ts`), the BFF dispatcher (`app/api/bff/[...path]`) and
 * the security suites iterate over this object; an endpoint marked `planned` answers 501
 * from the embedded BFF until its issue lands.
 *
 * Paths are templates: `{name}` is filled from `params`. `host` says who serves the call:
 * `bff` is served by this app (its BFF under `/portal/api/bff/*`, and the add-on calls under
 * `/portal/api/addons*`, through the same dispatcher); the others are upstream services of
 * production (checkout, portal API, automation, voucher) that the embedded defaults do not serve yet.
 */
import * as yup from "yup";
import type { AccountCompany, AccountProfile, DeletionRequest } from "@/features/account/types";
import type { PaymentMethod } from "@/features/account/rules/payment-methods";
import type { DepositRefundDetailsReceipt } from "@/features/deposit-refund/types";
import {
  BUSINESS_ROLES,
  type Company,
  type CompanyContact,
  type CompanyMembership,
  type CompanyVehicle,
  type SharedReturnBooking,
  type SharedReturnOptions,
} from "@/features/business/types";
import { SHARED_RETURN_MAX_SUBSCRIPTIONS } from "@/features/business/rules/business-roles";
import type { BusinessFlow, BusinessPermission } from "@/features/business/rules/business-roles";
import { newCompanyContactSchema } from "@/features/business/schemas/company-contact";
import type { DamageReport } from "@/features/damage/types";
import type { Driver, DriverUploadUrl } from "@/features/drivers/types";
import type { OrderStatusData, ReturnStatusData } from "@/features/deals/status-types";
import type {
  Deal,
  DealDocument,
  HandoverData,
  Invoice,
  PreReturnAppraisalBooking,
  PreReturnAppraisalOffer,
  ReturnData,
} from "@/features/deals/types";
import { DELAY_CHOICES } from "@/features/delivery/rules/delay-alternatives";
import type { DeliveryDelayChoice, HandoverMetadata, HandoverSuggestions } from "@/features/delivery/types";
import type { AddonChange, DealAddons } from "@/features/insurance/types";
import type { ProlongationOffer } from "@/features/end-of-subscription/rules/prolongation-offer";
import type { BuyCarOfferReceipt, CarInventoryAnswer, ProlongationResult } from "@/features/end-of-subscription/types";
import type { MileageReport } from "@/features/mileage/rules/mileage-report-outcome";
import type { MileagePackages, MileagePackageUpgrade } from "@/features/mileage/types";
import type { LoyaltyInfo, Redemption, ReferralLink, RewardGroup } from "@/features/loyalty/types";
import { REWARD_NAMES } from "@/features/loyalty/rules/rewards";
import type { ReturnMetadata } from "@/features/returns/types";
import type { ScheduleServiceTarget, ServiceRequest } from "@/features/service-requests/types";
import { DEFAULT_LOCALE, LOCALES } from "@/i18n/locales";
import { CAR_QUERY_KEYS } from "@/features/car-search/rules/car-query";
import { newsletterConfirmationSchema, newsletterSignUpSchema } from "@/features/chrome/schemas/newsletter";
import {
  checkTrackingEvent,
  TRACKING_COLLECTOR_PATH,
  TRACKING_EVENT_NAMES,
  TRACKING_PAGE_PATTERN,
  TRACKING_TIME_PATTERN,
} from "@/lib/analytics/events";
import { AI_SEARCH_MAX_LENGTH, type AiSearchAnswer, type CarsAnswer } from "@/features/car-search/types";
import type { ChatAttachment, ChatConversation, ChatConversationSummary, ChatSendReceipt, ChatTokenAnswer } from "@/features/chat/types";
import { chatAttachmentSchema, chatMessageSchema } from "@/features/chat/schemas/chat-message";
import type { FileDownload } from "./file-download";
import { CHAT_ATTACHMENT_MAX_BYTES, DAMAGE_PHOTO_MAX_BYTES, LICENCE_MAX_BYTES, uploadBodyLimit } from "./upload-limits";
import { wireAmount, wireInteger } from "./wire-number";
import { READ_POLICIES, type ReadPolicy } from "./read-policies";

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
function endpoint<Res>() {
  return <const E extends Omit<Endpoint<Res>, "response">>(e: E): E & { readonly response?: Res } => e;
}

const none = null;
const str = () => yup.string().defined();
const isoDate = () => yup.string().defined();

const returnPayload = yup.object({
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
  return_email: yup.string(),
});

const handoverPayload = yup.object({
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
const fileQuery = yup.object({ locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE) });

const BFF = "/portal/api/bff";

export const endpoints = {
  // Deals: read side. The list and the single deal are not named in deals.md section 7 (the
  // deal arrives with the page there); the embedded BFF serves them under the same prefix.
  listDeals: endpoint<Deal[]>()({
    method: "GET",
    path: `${BFF}/deals`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §2 subscription list",
  }),
  getDeal: endpoint<Deal>()({
    method: "GET",
    path: `${BFF}/deals/{id}`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2 vehicle details",
  }),
  getHandover: endpoint<HandoverData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/handover`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  getReturn: endpoint<ReturnData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/return`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  getDocuments: endpoint<DealDocument[]>()({
    method: "GET",
    path: `${BFF}/deals/{id}/documents`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  listInvoices: endpoint<Invoice[]>()({
    method: "GET",
    path: `${BFF}/invoices`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  // The files behind `url` and `download_url` (deals.md §3 "Document", "Invoice", "Damage report"):
  // the embedded BFF is its own document archive.
  getDocumentFile: endpoint<FileDownload>()({
    method: "GET",
    path: `${BFF}/deals/{id}/documents/{documentId}/file`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §3 Document url",
  }),
  getInvoiceFile: endpoint<FileDownload>()({
    method: "GET",
    path: `${BFF}/invoices/{invoiceId}/file`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §3 Invoice download_url",
  }),
  getDamageReportFile: endpoint<FileDownload>()({
    method: "GET",
    path: `${BFF}/deals/{id}/damage-reports/{reportId}/file`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §3 Damage report download_url",
  }),
  getPowerOfAttorneyFile: endpoint<FileDownload>()({
    method: "GET",
    path: `${BFF}/deals/{id}/power-of-attorney/file`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: fileQuery,
    download: true,
    spec: "deals.md §2 power-of-attorney action",
  }),

  // Return
  postReturnChangeFee: endpoint<{ amount: number }>()({
    method: "POST",
    path: `${BFF}/deals/{id}/return-change-fee`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: returnPayload,
    spec: "deals.md §7",
  }),
  getReturnMetadata: endpoint<ReturnMetadata>()({
    method: "GET",
    path: `${BFF}/deals/{id}/return-metadata`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    // deals.md §7 "null values skipped": an empty parameter is no parameter.
    body: yup.object({ customer_postcode: yup.string().max(10), return_type: yup.string().oneOf(["PICKUP", "SELF_RETURN", ""]) }),
    spec: "deals.md §7",
  }),
  putReturn: endpoint<ReturnData>()({
    method: "PUT",
    path: `${BFF}/deals/{id}/return`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: returnPayload,
    spec: "deals.md §7",
  }),
  postNonRetentionComment: endpoint<{ comment: string; created_at: string }>()({
    method: "POST",
    path: `${BFF}/deals/{id}/non-retention-comment`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({ comment: yup.string().max(1000).required() }),
    spec: "deals.md §7",
  }),
  getPreReturnAppraisal: endpoint<PreReturnAppraisalOffer>()({
    method: "GET",
    path: `${BFF}/deals/{id}/pre-return-appraisal`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: yup.object({ selected_date: yup.string() }),
    spec: "deals.md §7",
  }),
  postPreReturnAppraisal: endpoint<PreReturnAppraisalBooking>()({
    method: "POST",
    path: `${BFF}/deals/{id}/pre-return-appraisal`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: yup.object({ appointment_date: str().required(), appointment_timeslot: str().required() }),
    spec: "deals.md §7",
  }),
  getReturnStatus: endpoint<ReturnStatusData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/return-status`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2, §4, §7",
  }),

  // Handover and delivery
  getHandoverMetadata: endpoint<HandoverMetadata>()({
    method: "GET",
    path: `${BFF}/deals/{id}/handover-metadata`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: yup.object({ customer_postcode: yup.string() }),
    spec: "deals.md §7",
  }),
  // deals.md §2 "B2B variants use contact and address autocompletes": what they offer. The path is
  // the portal's own (§7 names none).
  getHandoverSuggestions: endpoint<HandoverSuggestions>()({
    method: "GET",
    path: `${BFF}/deals/{id}/handover-suggestions`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2",
  }),
  putHandover: endpoint<HandoverData>()({
    method: "PUT",
    path: `${BFF}/deals/{id}/handover`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    businessFlow: "handover",
    body: handoverPayload,
    spec: "deals.md §7",
  }),
  postHandoverChangeFee: endpoint<{ amount: number }>()({
    method: "POST",
    path: `${BFF}/deals/{id}/handover-change-fee`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: handoverPayload,
    spec: "deals.md §7",
  }),
  // deals.md §4 "Delay options" and §2 "delay alternatives modal": the customer's choice for a late
  // car. Not named in §7 (production hands it to the order service); the embedded BFF stores it.
  postDeliveryDelayChoice: endpoint<DeliveryDelayChoice>()({
    method: "POST",
    path: `${BFF}/deals/{id}/delivery-delay-choice`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({
      choice: yup.string().oneOf(DELAY_CHOICES).defined(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "deals.md §2, §4, §9",
  }),
  getCheckoutHandoverDate: endpoint<{ handoverDateString: string }>()({
    method: "GET",
    path: "/api/checkout/deal/{id}/handoverDate",
    host: "checkout-api",
    scope: "deal",
    // Asked by the list for a lead's handover date (`features/delivery/api`), when PORTAL_CHECKOUT_ORIGIN is set.
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  getOrderStatus: endpoint<OrderStatusData>()({
    method: "GET",
    path: `${BFF}/deals/{id}/order-status`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §2, §4, §7",
  }),

  // End of subscription
  // deals.md §3 "Prolongation options" (term, price, original_price, discount), §4, §9: the options
  // the server offers this deal. §7 names no path for them (production reads them with the deal);
  // the embedded BFF serves them here, computed by the rule the portal uses. `offer` is null when
  // the deal may not prolong.
  getProlongationOptions: endpoint<{ offer: ProlongationOffer | null }>()({
    method: "GET",
    path: `${BFF}/deals/{id}/prolongation-options`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §4, §9",
  }),
  postProlongation: endpoint<ProlongationResult>()({
    method: "POST",
    path: `${BFF}/deals/{id}/prolongation`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({
      term: wireInteger().required(),
      amount: wireAmount().required(),
      mileage_package: wireInteger().required(),
      dealId: str().required(),
    }),
    spec: "deals.md §7",
  }),
  // deals.md §3 "Inventory item", §7 "GET car inventory for the car_id" (path not shown; production
  // asks the portal API): the embedded BFF serves it for a car the customer has a deal with (404
  // otherwise). `inventory` is null when the car has none.
  getCarInventory: endpoint<CarInventoryAnswer>()({
    method: "GET",
    path: `${BFF}/inventory/{carId}`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §7",
  }),
  // deals.md §2 buy_car_modal, §4 "success after the offer is sent": the customer asks for the
  // purchase offer. §7's automation call goes out through the outbox (topic "buy-offer", below);
  // this is the portal's own path. No body: the BFF computes the price from the inventory (§9).
  postBuyCarOffer: endpoint<BuyCarOfferReceipt>()({
    method: "POST",
    path: `${BFF}/deals/{id}/buy-car-offer`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: none,
    spec: "deals.md §2, §4, §7, §9",
  }),
  // The latest offer asked for and whether the outbox delivered it (the portal's own read).
  getLatestBuyCarOffer: endpoint<{ offer: BuyCarOfferReceipt | null }>()({
    method: "GET",
    path: `${BFF}/deals/{id}/buy-car-offer`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §4, §7",
  }),
  // What the outbox delivers for postBuyCarOffer (topic "buy-offer", payload vin, dealId, price);
  // not called by the browser. Implemented: every offer the BFF records is sent this way.
  getBuyCarOffer: endpoint<unknown>()({
    method: "GET",
    path: "/automation/buy-car-offer",
    host: "automation",
    scope: "deal",
    status: "implemented",
    body: yup.object({ vin: str(), dealId: str(), price: wireAmount() }),
    spec: "deals.md §7",
  }),

  // Mileage
  getMileagePackages: endpoint<MileagePackages>()({
    method: "GET",
    path: `${BFF}/deals/{id}/mileage_packages`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §4, §7",
  }),
  // Not `creates`: a PUT of the package the deal already has answers the change made and writes nothing.
  putMileagePackages: endpoint<MileagePackageUpgrade>()({
    method: "PUT",
    path: `${BFF}/deals/{id}/mileage_packages`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    businessFlow: "mileageUpgrade",
    body: yup.object({ mileage_package: wireInteger().required() }),
    spec: "deals.md §4, §5, §7",
  }),
  postMileageReport: endpoint<MileageReport>()({
    method: "POST",
    path: `${BFF}/deals/{id}/mileage-report`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({ current_mileage: wireInteger().required(), dealId: yup.string() }),
    spec: "deals.md §5, §7",
  }),
  getActiveFleet: endpoint<{ mileage: number; maximum_mileage: number }>()({
    method: "GET",
    path: `${BFF}/active-fleet`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({ car_id: str().required() }),
    spec: "deals.md §7",
  }),

  // Insurance and add-ons
  postAcceptDeductiblesReduction: endpoint<AddonChange>()({
    method: "POST",
    path: `${BFF}/deals/{id}/accept-deductibles-reduction`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: none,
    spec: "deals.md §4, §7, §9",
  }),
  // deals.md §7 "/api/addons", served by this app under its base path (the deal is the body's
  // subscriptionId). `locale` (the portal's own) picks the language of display_info.
  postAddons: endpoint<DealAddons>()({
    method: "POST",
    path: "/portal/api/addons",
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: yup.object({
      productId: str().required(),
      subscriptionId: str().required(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    read: READ_POLICIES.addons,
    spec: "deals.md §3, §7, account.md §7",
  }),
  postAddonsAttach: endpoint<AddonChange>()({
    method: "POST",
    path: "/portal/api/addons/attach",
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    body: yup.object({ subscriptionId: str().required(), addonId: str().required(), isDeductible: yup.boolean() }),
    spec: "deals.md §7, account.md §4, §7",
  }),
  postAddonsCancel: endpoint<AddonChange>()({
    method: "POST",
    path: "/portal/api/addons/cancel",
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: yup.object({ subscriptionId: str().required(), addonId: str().required() }),
    spec: "deals.md §7, account.md §7",
  }),
  // What the outbox delivers after an attach (topic "addon-attached"); not called by the browser.
  postAddonAutomation: endpoint<unknown>()({
    method: "POST",
    path: "/automation/addon-attached",
    host: "automation",
    scope: "deal",
    status: "planned",
    body: yup.object({ subscriptionId: str(), additionalKilometers: wireInteger(), additionalMileageCosts: wireAmount(), date: str() }),
    spec: "deals.md §7",
  }),

  // Damage and service
  postDamageImage: endpoint<{ path: { location: string } }>()({
    method: "POST",
    path: `${BFF}/active-fleet/damage-reports/images`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    businessFlow: "reportDamage",
    body: yup.object({ subscription_id: str().required(), timestamp: str().required() }),
    upload: true,
    maxBodyBytes: uploadBodyLimit(DAMAGE_PHOTO_MAX_BYTES),
    spec: "deals.md §7",
  }),
  // The photo behind a `path.location`, to its uploader only (deals.md §9 uploads; the path is the portal's own).
  getDamagePhoto: endpoint<FileDownload>()({
    method: "GET",
    path: `${BFF}/active-fleet/damage-reports/images/{photoId}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    download: true,
    spec: "deals.md §7, §9",
  }),
  postDamageReport: endpoint<DamageReport>()({
    method: "POST",
    path: `${BFF}/active-fleet/damage-reports`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    businessFlow: "reportDamage",
    creates: true,
    // deals.md §7's fields, and what the form asks besides (§3 form fields): the defect type,
    // whether the car can be driven, the day it happened (null: unknown), and sameAddress (the BFF
    // then takes the contract's address).
    body: yup.object({
      description: yup.string(),
      paths: yup.array(yup.string().defined()).max(20),
      // Optional here: with same_address the BFF takes the contract's; the rules of §5 decide.
      street: yup.string(),
      city: yup.string(),
      zip: yup.string(),
      house_number: yup.string(),
      subscription_id: str().required(),
      country: yup.string(),
      defect_type: yup.string(),
      not_drivable: yup.boolean(),
      occurred_on: yup.string().nullable(),
      same_address: yup.boolean(),
    }),
    spec: "deals.md §3, §5, §7",
  }),
  getDamageReports: endpoint<DamageReport[]>()({
    method: "GET",
    path: `${BFF}/deals/{id}/damage-reports`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    body: none,
    spec: "deals.md §3, §7",
  }),
  // deals.md §7 "returns url": where this car's request goes. Production posted it straight to an
  // automation endpoint; here it is the BFF's own postServiceRequestOfDeal, which decides and hands
  // the request to the operations side through the outbox (topics service-request, workflow-trigger).
  getScheduleServiceUrl: endpoint<ScheduleServiceTarget>()({
    method: "GET",
    path: `${BFF}/deals/schedule-service/{carId}`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    businessFlow: "scheduleService",
    body: yup.object({ dealId: str().required() }),
    spec: "deals.md §5, §7",
  }),
  postServiceRequestOfDeal: endpoint<ServiceRequest>()({
    method: "POST",
    path: `${BFF}/deals/{id}/service-requests`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    businessFlow: "scheduleService",
    creates: true,
    // deals.md §3 "Service request" as the form sends it: the services by their §5 wire names, the
    // address unless same_address (the BFF then takes the contract's), the customer's note.
    body: yup.object({
      requested_services: yup.array(yup.string().defined()).max(3).required(),
      same_address: yup.boolean(),
      street: yup.string(),
      house_number: yup.string(),
      zip: yup.string(),
      city: yup.string(),
      description: yup.string(),
    }),
    spec: "deals.md §3, §5, §7",
  }),
  // What the outbox delivers for a service request (topic "service-request"); not called by the browser.
  postServiceRequest: endpoint<unknown>()({
    method: "POST",
    path: "/automation/service-request",
    host: "automation",
    scope: "deal",
    status: "planned",
    body: yup.object({ car_id: str().required(), comment: str(), requested_services: yup.array(yup.string().defined()).required() }),
    spec: "deals.md §7",
  }),

  // Money and account
  postDepositRefundDetails: endpoint<DepositRefundDetailsReceipt>()({
    method: "POST",
    path: `${BFF}/deals/{id}/deposit-refund-details`,
    host: "bff",
    scope: "deal",
    status: "implemented",
    creates: true,
    // account.md §5: both required; the IBAN's validity is the rule's (ibantools), a 422 `iban_invalid`.
    body: yup.object({ iban: str().required().max(64), account_holder: str().required().max(100) }),
    spec: "deals.md §7, account.md §7",
  }),
  getCompany: endpoint<Company>()({
    method: "GET",
    path: `${BFF}/companies/{id}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §7",
  }),
  // Business portal. `business` names what the caller's role must allow ("member":
  // any member of the company); the security suite's role matrix iterates over it.
  listCompanies: endpoint<CompanyMembership[]>()({
    method: "GET",
    path: `${BFF}/companies`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    business: "member",
    spec: "account.md §7",
  }),
  listCompanyVehicles: endpoint<CompanyVehicle[]>()({
    method: "GET",
    path: `${BFF}/companies/{companyId}/vehicles`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    business: "member",
    spec: "account.md §2 Business portal, deals.md §6",
  }),
  listCompanyContacts: endpoint<CompanyContact[]>()({
    method: "GET",
    path: `${BFF}/companies/{companyId}/contacts`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({ search: yup.string().strict().max(100) }),
    business: "seesContacts",
    spec: "account.md §2 Business portal, deals.md §2",
  }),
  postCompanyContact: endpoint<CompanyContact>()({
    method: "POST",
    path: `${BFF}/companies/{companyId}/contacts`,
    host: "bff",
    scope: "account",
    status: "implemented",
    creates: true,
    body: newCompanyContactSchema,
    business: "managesContacts",
    spec: "account.md §2 Business portal, §3 Business contact, §5 Business",
  }),
  patchCompanyContact: endpoint<CompanyContact>()({
    method: "PATCH",
    path: `${BFF}/companies/{companyId}/contacts/{contactId}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({ role: yup.string().strict().oneOf(BUSINESS_ROLES).required() }),
    business: "managesContacts",
    spec: "account.md §1, §6",
  }),
  putVehicleDriver: endpoint<CompanyVehicle>()({
    method: "PUT",
    path: `${BFF}/companies/{companyId}/vehicles/{dealId}/driver`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({ contactId: str().strict().required().max(100) }),
    business: "assignsDrivers",
    spec: "deals.md §6",
  }),
  deleteVehicleDriver: endpoint<CompanyVehicle>()({
    method: "DELETE",
    path: `${BFF}/companies/{companyId}/vehicles/{dealId}/driver`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    business: "assignsDrivers",
    spec: "deals.md §6",
  }),
  // account.md §2 Business portal "Settings for shared return (max_subscriptions 999)": one return
  // for several company cars (features/returns/rules/shared-return.ts).
  getSharedReturnOptions: endpoint<SharedReturnOptions>()({
    method: "GET",
    path: `${BFF}/companies/{companyId}/shared-return`,
    host: "bff",
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
  postSharedReturn: endpoint<SharedReturnBooking>()({
    method: "POST",
    path: `${BFF}/companies/{companyId}/shared-return`,
    host: "bff",
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
  postDeletionRequest: endpoint<DeletionRequest>()({
    method: "POST",
    path: `${BFF}/deletion-request`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "deals.md §7, account.md §7",
  }),
  // account.md §4, §7: answers 201 with `session_url` (Stripe Checkout in setup mode, or the
  // built-in hosted page). The deal whose method changes is named in the body (§3 "deal_id").
  postPaymentMethodSession: endpoint<{ session_url: string }>()({
    method: "POST",
    path: `${BFF}/payment-methods/{type}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    creates: true,
    successStatus: 201,
    body: yup.object({ deal_id: str().required().max(64), success_url: str().required().max(500), cancel_url: str().required().max(500) }),
    spec: "account.md §7",
  }),
  listPaymentMethods: endpoint<PaymentMethod[]>()({
    method: "GET",
    path: `${BFF}/payment-methods`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §7",
  }),
  // The built-in hosted payment page (the stand-in of Stripe Checkout on the embedded default):
  // confirm with the entered test data, or cancel; both answer where the browser goes next.
  postPaymentSessionConfirm: endpoint<{ redirect_url: string }>()({
    method: "POST",
    path: `${BFF}/payment-sessions/{sessionId}/confirm`,
    host: "bff",
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
    spec: "account.md §4 (issue 17: the built-in hosted page)",
  }),
  postPaymentSessionCancel: endpoint<{ redirect_url: string }>()({
    method: "POST",
    path: `${BFF}/payment-sessions/{sessionId}/cancel`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §4 (issue 17: the built-in hosted page)",
  }),
  listDrivers: endpoint<Driver[]>()({
    method: "GET",
    path: `${BFF}/drivers`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §3, §7",
  }),
  postDriver: endpoint<Driver>()({
    method: "POST",
    path: `${BFF}/drivers`,
    host: "bff",
    scope: "account",
    status: "implemented",
    creates: true,
    // account.md §3 Driver; the dates as YYYY-MM-DD (§3 "sent YYYY-MM-DD"), the licence keys from
    // the upload URLs. The rules of §5 (features/drivers/rules) answer with the codes of §8.
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
  deleteDriver: endpoint<{ id: string; status: "deleted" }>()({
    method: "DELETE",
    path: `${BFF}/drivers/{id}`,
    host: "bff",
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
  getUploadUrl: endpoint<DriverUploadUrl>()({
    method: "GET",
    path: `${BFF}/uploadurl`,
    host: "bff",
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
  putDriverLicence: endpoint<DriverUploadUrl>()({
    method: "PUT",
    path: `${BFF}/uploads/dl/{uploadId}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    // The body is the file; a multipart form (field `file`) may name the bucket as the upload-URL call does.
    body: yup.object({ bucket: yup.string().oneOf(["DL"]) }),
    upload: true,
    maxBodyBytes: uploadBodyLimit(LICENCE_MAX_BYTES),
    spec: "account.md §5, §7, §9",
  }),
  // account.md §7: served by this app under its base path, through the BFF dispatcher.
  patchCheckoutContact: endpoint<AccountProfile>()({
    method: "PATCH",
    path: "/portal/api/checkout/v2/contact",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({
      firstname: yup.string().max(200),
      lastname: yup.string().max(200),
      phone: yup.string().max(60),
      birthday: yup.string().max(20),
      emailSubscription: yup.boolean(),
    }),
    spec: "account.md §7",
  }),
  patchCheckoutCompany: endpoint<AccountCompany>()({
    method: "PATCH",
    path: "/portal/api/checkout/company/{id}",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({
      name: yup.string().max(200),
      address: yup.string().max(200),
      phone: yup.string().max(60),
      street: yup.string().max(200),
      housenumber: yup.string().max(200),
      zip: yup.string().max(20),
      city: yup.string().max(200),
    }),
    spec: "account.md §7",
  }),
  // account.md §7 "Update profile: firstname, lastname, birthday, other" (path not shown): the
  // edit-account form's call; birthday DD.MM.YYYY, the invoice address as "other".
  patchProfile: endpoint<AccountProfile>()({
    method: "PATCH",
    path: `${BFF}/profile`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({
      firstname: yup.string().max(200),
      lastname: yup.string().max(200),
      birthday: yup.string().max(20),
      phone: yup.string().max(60),
      invoice_street: yup.string().max(200),
      invoice_house_number: yup.string().max(200),
      zip: yup.string().max(20),
      city: yup.string().max(200),
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
    body: yup.object({ currentPassword: str().required(), newPassword: str().required(), revokeOtherSessions: yup.boolean() }),
    spec: "account.md §7",
  }),

  // Sign-in and registration
  postSignInEmail: endpoint<unknown>()({
    method: "POST",
    path: "/portal/api/auth/sign-in/email",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ email: yup.string().email().required(), password: str().required() }),
    spec: "account.md §7 (login)",
  }),
  // Served by this app's auth route (`bff/http/auth-route.ts`, throttled per client address).
  postHasBusinessAccount: endpoint<{ accountExists: boolean }>()({
    method: "POST",
    path: "/portal/api/hasBusinessAccount",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ email: yup.string().email().required() }),
    spec: "account.md §4, §7",
  }),
  postCheckIfEmailExists: endpoint<{ success: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/checkIfEmailExists",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ email: yup.string().email().required() }),
    spec: "account.md §4, §7, §9",
  }),
  postMagicLink: endpoint<{ status: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/magicLink",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      email: yup.string().email().required(),
      nextUrl: str(),
      origin: str(),
      isApp: yup.boolean(),
      withResetLink: yup.boolean(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §4, §7",
  }),
  // Registration on better-auth with the profile and the bot check (account.md §5, §7).
  postSignUpEmail: endpoint<{ profileStored: boolean; profileToken?: string }>()({
    method: "POST",
    path: "/portal/api/auth/sign-up/email",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      email: yup.string().email().required(),
      password: str().required(),
      name: str(),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
      botCheckToken: str(),
      callbackURL: yup.string(),
      firstname: str(),
      lastname: str(),
      phone: str(),
      birthday: str(),
      emailSubscription: yup.boolean(),
      /** The code of a friend's shared link, kept by its landing. */
      referralCode: yup.string().max(40),
    }),
    spec: "account.md §5, §7",
  }),
  // Google and Apple (account.md §1, §4): better-auth's social sign-in answers the
  // provider's authorization URL (state and PKCE in a cookie); the browser goes there.
  postSignInSocial: endpoint<{ url: string; redirect: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/sign-in/social",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      provider: yup.string().oneOf(["google", "apple"]).required(),
      callbackURL: yup.string(),
      errorCallbackURL: yup.string(),
      newUserCallbackURL: yup.string(),
    }),
    spec: "account.md §4, §7",
  }),
  // The reset-password page (account.md §2): better-auth's reset with the mailed token.
  postResetPassword: endpoint<{ status: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/reset-password",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({ newPassword: str().required(), token: str().required() }),
    spec: "account.md §2",
  }),
  // The email-verification modal's resend (account.md §4): the signed-in customer's own address only.
  postResendVerification: endpoint<{ status: boolean; alreadyVerified: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/resendVerification",
    host: "auth",
    scope: "account",
    status: "implemented",
    body: yup.object({ nextUrl: yup.string().optional(), locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE) }),
    spec: "account.md §2, §4",
  }),
  // completeRegistration (account.md §4): the profile the sign-up could not store, with the sign-up's token.
  postRegistrationProfile: endpoint<{ profileStored: boolean }>()({
    method: "POST",
    path: "/portal/api/auth/custom/registrationProfile",
    host: "auth",
    scope: "public",
    status: "implemented",
    body: yup.object({
      profileToken: str().required(),
      firstname: str(),
      lastname: str(),
      phone: str(),
      birthday: str(),
      emailSubscription: yup.boolean(),
    }),
    spec: "account.md §4, §7",
  }),
  // Served by this app at /portal/api/ai-search and /portal/api/cars, public: no session.
  // The AI search is throttled per client address in its route (`app/api/ai-search/route.ts`).
  postAiSearch: endpoint<AiSearchAnswer>()({
    method: "POST",
    path: "/portal/api/ai-search",
    host: "bff",
    scope: "public",
    status: "implemented",
    // A person types a handful of searches a minute; each may call a language model.
    perClientPerMinute: 20,
    body: yup.object({
      // No yup `.trim()`: its transform would call trim on a non-string body value (a 500); the service trims.
      message: yup
        .string()
        .defined()
        .required()
        .max(AI_SEARCH_MAX_LENGTH)
        .test("not-blank", "${path} is a required field", (value) => typeof value !== "string" || value.trim() !== ""),
      locale: yup.string().oneOf(LOCALES).default(DEFAULT_LOCALE),
    }),
    spec: "account.md §3, §5, §7",
  }),
  // The filters are read by `features/car-search/rules/car-query.ts` (400 with the reason for a bad one).
  getCars: endpoint<CarsAnswer>()({
    method: "GET",
    path: "/portal/api/cars",
    host: "bff",
    scope: "public",
    status: "implemented",
    body: yup.object(Object.fromEntries(CAR_QUERY_KEYS.map((key) => [key, yup.string().max(1000)]))),
    spec: "account.md §2 Site links, §7",
  }),
  // The footer's sign-up (account.md §3, §5): stored as pending and answered by a confirmation
  // mail (double opt-in); one row per address, so a repeat writes nothing new (and a pending
  // address is mailed again at most every 10 minutes). Public: visitors sign up.
  postNewsletterSignUp: endpoint<{ status: "pending" }>()({
    method: "POST",
    path: `${BFF}/newsletter`,
    host: "bff",
    scope: "public",
    status: "implemented",
    // Each may send a confirmation mail (one per address and resend period): a client cannot mail a list of strangers.
    perClientPerMinute: 10,
    body: newsletterSignUpSchema,
    spec: "account.md §3 Newsletter form, §5 Newsletter, §7",
  }),
  // The confirmation mail's link opens a page whose button posts the token: the sign-up becomes
  // confirmed and postNewsletter is written to the outbox. Again: the same answer, nothing written.
  postNewsletterConfirmation: endpoint<{ status: "confirmed" }>()({
    method: "POST",
    path: `${BFF}/newsletter/confirm`,
    host: "bff",
    scope: "public",
    status: "implemented",
    // A link is opened once; guessing tokens is not a way in.
    perClientPerMinute: 30,
    body: newsletterConfirmationSchema,
    spec: "account.md §7 Newsletter form",
  }),
  // Delivered by the outbox (topic "newsletter") once a sign-up is confirmed.
  postNewsletter: endpoint<unknown>()({
    method: "POST",
    path: "/automation/newsletter",
    host: "automation",
    scope: "public",
    status: "planned",
    body: yup.object({
      firstname: str().required(),
      lastname: str().required(),
      email: yup.string().email().required(),
      gdpr: yup.boolean().oneOf([true]).required(),
    }),
    spec: "account.md §7",
  }),
  // Delivered by the outbox with each service request (topic "workflow-trigger", once in 5 minutes per car).
  postWorkflowTrigger: endpoint<unknown>()({
    method: "POST",
    path: "/automation/workflow-trigger",
    host: "automation",
    scope: "account",
    status: "planned",
    body: yup.object({ car_id: str().required() }),
    spec: "account.md §7",
  }),

  // Issue 19 tracking: the collector of the browser's events, sent only after the visitor's consent
  // (`lib/analytics/`). Public (visitors are tracked too) and cross-site protected like every write;
  // the name must be the catalogue's and the properties that event's (422 otherwise, nothing stored);
  // the JSON default of 16 KB bounds the body (a property's text at most 200 characters).
  postTrackingEvent: endpoint<{ status: "stored" }>()({
    method: "POST",
    path: TRACKING_COLLECTOR_PATH,
    host: "bff",
    scope: "public",
    status: "implemented",
    // A visitor's clicks and views: a few a second at most, each a stored row.
    perClientPerMinute: 300,
    body: yup.object({
      name: yup.string().strict().oneOf(TRACKING_EVENT_NAMES).required(),
      properties: yup
        .mixed<Record<string, string | number | boolean>>()
        .required()
        .test("catalogue", "${path} do not fit the event", function fitsTheEvent(value) {
          const problem = checkTrackingEvent((this.parent as { name?: unknown }).name, value);
          return problem === null || this.createError({ message: problem });
        }),
      page: yup.string().strict().max(300).matches(TRACKING_PAGE_PATTERN).required(),
      occurredAt: yup.string().strict().max(40).matches(TRACKING_TIME_PATTERN).required(),
    }),
    spec: "deals.md §7 Tracking events; account.md §7, §9",
  }),

  // Loyalty and referral, served by this app under its base path like the add-on
  // calls: the spec's portal-api and voucher-api paths with /portal in front.
  postLoyaltyInfo: endpoint<LoyaltyInfo | null>()({
    method: "POST",
    path: "/portal/api/getLoyaltyInfo",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({ contactId: str().strict().max(64).required() }),
    read: READ_POLICIES.loyalty,
    spec: "account.md §7",
  }),
  getLoyaltyBenefits: endpoint<RewardGroup[]>()({
    method: "GET",
    path: "/portal/api/getLoyaltyBenefits",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    read: READ_POLICIES.loyalty,
    spec: "account.md §7",
  }),
  // Spends points: a creating POST, so one Idempotency-Key redeems once.
  postRedeemLoyaltyBenefit: endpoint<Redemption>()({
    method: "POST",
    path: "/portal/api/redeemLoyaltyBenefits",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: yup.object({ reward_action_name: str().strict().oneOf(REWARD_NAMES).required() }),
    creates: true,
    spec: "account.md §4, §7",
  }),
  getReferralLink: endpoint<ReferralLink>()({
    method: "GET",
    path: "/portal/api/voucher/referral_link/{email}",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    read: READ_POLICIES.referral,
    spec: "account.md §7",
  }),
  // Chat. The provider's token, served by this app under its base path like the
  // loyalty calls (the spec's portal-api path with /portal in front); signed-in customers only.
  getChatToken: endpoint<ChatTokenAnswer>()({
    method: "GET",
    path: "/portal/api/generateDecagonToken",
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §7",
  }),
  // The embedded chat, the default provider (account.md §2 Chat, §5 Chat form, §8 Chat errors):
  // the customer's conversations, one conversation's messages, a file, and sending a message.
  listChatConversations: endpoint<ChatConversationSummary[]>()({
    method: "GET",
    path: `${BFF}/chat/conversations`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §2 Chat, §8",
  }),
  getChatConversation: endpoint<ChatConversation>()({
    method: "GET",
    path: `${BFF}/chat/conversations/{conversationId}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    spec: "account.md §2 Chat",
  }),
  // Creates the conversation on its first message; one Idempotency-Key writes once (the retry of §8
  // "a message not delivered offers retry" sends the same key).
  postChatMessage: endpoint<ChatSendReceipt>()({
    method: "POST",
    path: `${BFF}/chat/messages`,
    host: "bff",
    scope: "account",
    status: "implemented",
    creates: true,
    body: chatMessageSchema,
    spec: "account.md §2 Chat, §5 Chat form",
  }),
  // A file for the next message (multipart, field `file`), checked like every upload (§5 "file too
  // large, unsupported file type, virus rejected": `CHAT_ATTACHMENT_POLICY`).
  postChatAttachment: endpoint<ChatAttachment>()({
    method: "POST",
    path: `${BFF}/chat/attachments`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: chatAttachmentSchema,
    upload: true,
    maxBodyBytes: uploadBodyLimit(CHAT_ATTACHMENT_MAX_BYTES),
    spec: "account.md §2 Chat, §5 Chat form",
  }),
  getChatAttachment: endpoint<FileDownload>()({
    method: "GET",
    path: `${BFF}/chat/attachments/{attachmentId}`,
    host: "bff",
    scope: "account",
    status: "implemented",
    body: none,
    download: true,
    spec: "account.md §2 Chat",
  }),
} as const satisfies Record<string, Endpoint<unknown, unknown>>;

export type EndpointName = keyof typeof endpoints;
export type ResponseOf<N extends EndpointName> = NonNullable<(typeof endpoints)[N]["response"]>;

// One home for filling a path: the typed client reads routes without the catalogue (`endpoint-routes.ts`).
export { buildPath } from "./endpoint-routes";
