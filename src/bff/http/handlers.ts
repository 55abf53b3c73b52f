import "server-only";
import type * as yup from "yup";
import type { Dayjs } from "@/lib/clock";
import type { endpoints, EndpointName, ResponseOf } from "@/api/endpoints";
import type { SessionControl } from "../auth/auth";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import type { Tx } from "../db/transaction";
import { requestAccountDeletion } from "../account/deletion-service";
import { currentGateway } from "../account/payment-gateway";
import { cancelHostedPayment, confirmHostedPayment, createPaymentSession, listPaymentMethods } from "../account/payment-method-service";
import { updateCompany, updateContact, updateProfile } from "../account/profile-service";
import { saveDepositRefundDetails } from "../deposit-refund/deposit-refund-service";
import { findCustomerCompany } from "../business/company-service";
import { getHandoverSuggestions } from "../business/handover-suggestions";
import {
  changeContactRole,
  createCompanyContact,
  listCompanies,
  listCompanyContacts,
  listCompanyVehicles,
  setVehicleDriver,
} from "../business/business-portal-service";
import { listDamageReports } from "../damage/damage-service";
import { damagePhotoFile, reportDamage, uploadDamagePhoto } from "../damage/damage-submission-service";
import { getFileStorage } from "../files/file-storage";
import { damageReportFile, dealDocumentFile, invoiceFile, powerOfAttorneyFile } from "../files/document-files";
import { getLatestMileage, reportMileage } from "../mileage/mileage-service";
import { getMileagePackages, upgradeMileagePackage } from "../mileage/mileage-package-service";
import {
  findDeal,
  getHandover,
  getOrderStatus,
  getReturn,
  getReturnStatus,
  listDocuments,
  listDealsActedOn,
  listInvoices,
} from "../deals/deals-service";
import { chooseDeliveryDelayOption } from "../delivery/delivery-delay-service";
import { getHandoverChangeFee, getHandoverMetadata, putHandover } from "../delivery/handover-service";
import { bookSharedReturn, getSharedReturnOptions } from "../returns/shared-return-service";
import { getReturnChangeFee, getReturnMetadata, postNonRetentionComment, putReturn } from "../returns/return-service";
import { requestService, scheduleServiceTarget } from "../service-requests/service-request-service";
import { getProlongationOffer, orderProlongation } from "../end-of-subscription/prolongation-service";
import { getBuyCarOfferState, getCarInventory, requestBuyCarOffer } from "../end-of-subscription/buy-car-service";
import { bookPreReturnAppraisal, getPreReturnAppraisalOffer } from "../returns/pre-return-appraisal-service";
import { acceptDeductiblesReduction, attachAddon, cancelAddon, listDealAddons } from "../insurance/addon-service";
import { addDriver, deleteDriver, licenceUploadUrl, listDrivers, storeLicenceUpload } from "../drivers/driver-service";
import { aiSearch, findCars } from "../car-search/car-search-service";
import { getLoyaltyInfo, listRewards, redeemReward } from "../loyalty/loyalty-service";
import { getReferralLink } from "../loyalty/referral-service";
import { confirmNewsletter, signUpForNewsletter } from "../newsletter/newsletter-service";
import { chatAttachmentFile, chatToken, getConversation, listConversations, sendChatMessage, uploadChatAttachment } from "../chat/chat-service";
import { resolveChatTokenSecret } from "../chat/chat-token-secret";
import { createMailer } from "../mail/mailer";
import { recordTrackingEvent } from "../tracking/tracking-service";
import { portalOrigin, trackingCollector } from "@/lib/env";
import { parseCarQuery } from "@/features/car-search/rules/car-query";
import { MalformedRequestError, NotFoundError } from "./errors";
import type { UploadedFile } from "../files/uploaded-file";

type Catalogue = typeof endpoints;

/** The catalogue entries this app serves itself and has implemented: each needs a handler. */
export type ImplementedBffEndpoint = {
  [N in EndpointName]: Catalogue[N] extends { readonly host: "bff"; readonly status: "implemented" } ? N : never;
}[EndpointName];

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** `{ id: string }` for ".../deals/{id}/return". */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

/** The validated body (or query) of an endpoint with a schema; undefined for one without. */
export type InputOf<N extends EndpointName> = Catalogue[N]["body"] extends yup.ISchema<unknown> ? yup.InferType<Catalogue[N]["body"]> : undefined;

/** What the dispatcher hands a handler once the request is matched, authenticated and validated. */
export interface HandlerContext<N extends EndpointName> {
  /** A state-changing request's handler runs in the request's one transaction (all its writes or none). */
  db: Catalogue[N]["method"] extends "GET" ? Db : Tx;
  now: Dayjs;
  /** Never null for deal- and account-scoped endpoints: the dispatcher answered 401 already. */
  customer: Catalogue[N]["scope"] extends "public" ? SessionCustomer | null : SessionCustomer;
  params: PathParams<Catalogue[N]["path"]>;
  input: InputOf<N>;
  /** The files of a multipart body (upload endpoints); unchecked until the handler inspects them. */
  files: readonly UploadedFile[];
  /** Ends sessions and drops cached customers (after a change to the customer commits). */
  sessions: SessionControl;
  /** The origins the portal answers as (`cross-site.ts` portalOrigins): an absolute URL on one is the portal's own. */
  origins: readonly string[];
}

export type BffHandler<N extends EndpointName> = (context: HandlerContext<N>) => Promise<ResponseOf<N>>;

/** Keyed by endpoint name: a missing handler, or one for a planned endpoint, fails typecheck. */
export type BffHandlers = { readonly [N in ImplementedBffEndpoint]: BffHandler<N> };

export const bffHandlers: BffHandlers = {
  listDeals: ({ db, customer, now }) => listDealsActedOn(db, customer.customerId, now),
  getDeal: async ({ db, customer, params, now }) => found(await findDeal(db, customer.customerId, params.id, now)),
  getHandover: async ({ db, customer, params }) => found(await getHandover(db, customer.customerId, params.id)),
  getReturn: async ({ db, customer, params, now }) => found(await getReturn(db, customer.customerId, params.id, now)),
  getReturnStatus: async ({ db, customer, params }) => found(await getReturnStatus(db, customer.customerId, params.id)),
  getOrderStatus: async ({ db, customer, params }) => found(await getOrderStatus(db, customer.customerId, params.id)),
  getPreReturnAppraisal: async ({ db, customer, params, now }) => found(await getPreReturnAppraisalOffer(db, customer.customerId, params.id, now)),
  postPreReturnAppraisal: async ({ db, customer, params, input, now }) => found(await bookPreReturnAppraisal(db, customer, params.id, input, now)),
  getHandoverMetadata: async ({ db, customer, params, input, now }) =>
    found(await getHandoverMetadata(db, customer.customerId, params.id, input.customer_postcode, now)),
  postHandoverChangeFee: async ({ db, customer, params, input, now }) =>
    found(await getHandoverChangeFee(db, customer.customerId, params.id, input, now)),
  getHandoverSuggestions: async ({ db, customer, params }) => found(await getHandoverSuggestions(db, customer.customerId, params.id)),
  putHandover: async ({ db, customer, params, input, now }) => found(await putHandover(db, customer.customerId, params.id, input, now)),
  postDeliveryDelayChoice: async ({ db, customer, params, input, now }) =>
    found(await chooseDeliveryDelayOption(db, customer.customerId, params.id, input, now)),
  getReturnMetadata: async ({ db, customer, params, input, now }) => found(await getReturnMetadata(db, customer.customerId, params.id, input, now)),
  postReturnChangeFee: async ({ db, customer, params, input, now }) =>
    found(await getReturnChangeFee(db, customer.customerId, params.id, input, now)),
  putReturn: async ({ db, customer, params, input, now }) => found(await putReturn(db, customer.customerId, params.id, input, now)),
  postNonRetentionComment: async ({ db, customer, params, input, now }) =>
    found(await postNonRetentionComment(db, customer.customerId, params.id, input, now)),
  postDeletionRequest: ({ db, customer, now, sessions }) => requestAccountDeletion(db, customer, now, sessions),
  postDepositRefundDetails: async ({ db, customer, params, input, now }) =>
    found(await saveDepositRefundDetails(db, customer.customerId, params.id, input, now)),
  getCompany: async ({ db, customer, params }) => found(await findCustomerCompany(db, customer.customerId, params.id)),
  listCompanies: ({ db, customer }) => listCompanies(db, customer.customerId),
  listCompanyVehicles: async ({ db, customer, params }) => found(await listCompanyVehicles(db, customer.customerId, params.companyId)),
  listCompanyContacts: async ({ db, customer, params, input }) =>
    found(await listCompanyContacts(db, customer.customerId, params.companyId, input.search)),
  postCompanyContact: async ({ db, customer, params, input, now }) =>
    found(await createCompanyContact(db, customer.customerId, params.companyId, input, now)),
  patchCompanyContact: async ({ db, customer, params, input, now, sessions }) => {
    const changed = found(await changeContactRole(db, customer.customerId, params.companyId, params.contactId, input.role, now));
    if (changed.changedCustomerUserId) await sessions.customerChanged(changed.changedCustomerUserId);
    return { ...changed.contact, unassignedCars: changed.unassignedCars };
  },
  putVehicleDriver: async ({ db, customer, params, input, now }) =>
    found(await setVehicleDriver(db, customer.customerId, params.companyId, params.dealId, input.contactId, now)),
  deleteVehicleDriver: async ({ db, customer, params, now }) =>
    found(await setVehicleDriver(db, customer.customerId, params.companyId, params.dealId, null, now)),
  getSharedReturnOptions: async ({ db, customer, params, input, now }) =>
    found(await getSharedReturnOptions(db, customer.customerId, params.companyId, input, now)),
  postSharedReturn: async ({ db, customer, params, input, now }) =>
    found(await bookSharedReturn(db, customer.customerId, params.companyId, input, now)),
  getDocuments: async ({ db, customer, params }) => found(await listDocuments(db, customer.customerId, params.id)),
  listDrivers: ({ db, customer }) => listDrivers(db, customer.customerId),
  postDriver: ({ db, customer, input, now }) => addDriver(db, customer.customerId, input, now),
  deleteDriver: async ({ db, customer, params, now }) => found(await deleteDriver(db, customer.customerId, params.id, now)),
  getUploadUrl: async ({ input }) => licenceUploadUrl(input),
  putDriverLicence: async ({ db, customer, params, files }) =>
    found(await storeLicenceUpload(db, getFileStorage(), customer.customerId, params.uploadId, files)),
  postDamageImage: async ({ db, customer, input, files }) => found(await uploadDamagePhoto(db, getFileStorage(), customer.customerId, input, files)),
  getDamagePhoto: async ({ db, customer, params }) => found(await damagePhotoFile(db, getFileStorage(), customer.customerId, params.photoId)),
  postDamageReport: async ({ db, customer, input, now }) => found(await reportDamage(db, customer.customerId, input, now)),
  getDamageReports: async ({ db, customer, params }) => found(await listDamageReports(db, customer.customerId, params.id)),
  getScheduleServiceUrl: async ({ db, customer, params, input }) =>
    found(await scheduleServiceTarget(db, customer.customerId, params.carId, input.dealId)),
  postServiceRequestOfDeal: async ({ db, customer, params, input, now }) =>
    found(await requestService(db, customer.customerId, params.id, input, now)),
  getProlongationOptions: async ({ db, customer, params, now }) => found(await getProlongationOffer(db, customer.customerId, params.id, now)),
  postProlongation: async ({ db, customer, params, input, now }) => found(await orderProlongation(db, customer.customerId, params.id, input, now)),
  getCarInventory: async ({ db, customer, params }) => found(await getCarInventory(db, customer.customerId, params.carId)),
  postBuyCarOffer: async ({ db, customer, params, now }) => found(await requestBuyCarOffer(db, customer.customerId, params.id, now)),
  getLatestBuyCarOffer: async ({ db, customer, params }) => found(await getBuyCarOfferState(db, customer.customerId, params.id)),
  listInvoices: ({ db, customer }) => listInvoices(db, customer.customerId),
  getMileagePackages: async ({ db, customer, params, now }) =>
    found(await getMileagePackages(db, customer.customerId, customer.audience, params.id, now)),
  putMileagePackages: async ({ db, customer, params, input, now }) =>
    found(await upgradeMileagePackage(db, customer.customerId, customer.audience, params.id, input, now)),
  postMileageReport: async ({ db, customer, params, input, now }) =>
    found(await reportMileage(db, customer.customerId, customer.audience, params.id, input, now)),
  getActiveFleet: async ({ db, customer, input }) => found(await getLatestMileage(db, customer.customerId, input.car_id)),
  getDocumentFile: async ({ db, customer, params, input }) =>
    found(await dealDocumentFile(db, customer.customerId, params.id, params.documentId, input.locale)),
  getInvoiceFile: async ({ db, customer, params, input }) => found(await invoiceFile(db, customer.customerId, params.invoiceId, input.locale)),
  getPowerOfAttorneyFile: async ({ db, customer, params, input }) =>
    found(await powerOfAttorneyFile(db, customer.customerId, params.id, input.locale)),
  getDamageReportFile: async ({ db, customer, params, input }) =>
    found(await damageReportFile(db, customer.customerId, params.id, params.reportId, input.locale)),
  postAddons: async ({ db, customer, input, now }) => found(await listDealAddons(db, customer.customerId, input, now)),
  postAddonsAttach: async ({ db, customer, input, now }) => found(await attachAddon(db, customer.customerId, input, now)),
  postAddonsCancel: async ({ db, customer, input, now }) => found(await cancelAddon(db, customer.customerId, input, now)),
  patchProfile: ({ db, customer, input, now, sessions }) => updateProfile(db, customer, input, now, sessions),
  patchCheckoutContact: ({ db, customer, input, now, sessions }) => updateContact(db, customer, input, now, sessions),
  patchCheckoutCompany: async ({ db, customer, params, input, now }) => found(await updateCompany(db, customer, params.id, input, now)),
  listPaymentMethods: ({ db, customer }) => listPaymentMethods(db, customer.customerId),
  postPaymentMethodSession: async ({ db, customer, params, input, now, origins }) =>
    found(await createPaymentSession(db, customer, params.type, input, now, currentGateway(), origins)),
  postPaymentSessionConfirm: async ({ db, customer, params, input, now }) =>
    found(await confirmHostedPayment(db, customer, params.sessionId, input, now)),
  postPaymentSessionCancel: async ({ db, customer, params, now }) => found(await cancelHostedPayment(db, customer, params.sessionId, now)),
  postAcceptDeductiblesReduction: async ({ db, customer, params, now }) =>
    found(await acceptDeductiblesReduction(db, customer.customerId, params.id, now)),
  // Loyalty and referral: another customer's contact id or email is a bare 404.
  postLoyaltyInfo: async ({ db, customer, input, now }) => found(await getLoyaltyInfo(db, customer, input.contactId, now)),
  getLoyaltyBenefits: async () => listRewards(),
  postRedeemLoyaltyBenefit: ({ db, customer, input, now }) => redeemReward(db, customer.customerId, input.reward_action_name, now),
  getReferralLink: async ({ db, customer, params }) => found(await getReferralLink(db, customer, params.email)),
  // Public: no customer; a filter the search cannot read is a 400 with its reason.
  getCars: async ({ db, input }) => {
    const parsed = parseCarQuery(input);
    if (!parsed.ok) throw new MalformedRequestError(parsed.reason);
    return findCars(db, parsed.query);
  },
  postAiSearch: async ({ db, input, now }) => aiSearch(db, input.message, input.locale, now),
  postNewsletterSignUp: ({ db, input, now }) => signUpForNewsletter(db, (tx) => createMailer(tx), input, portalOrigin(), now.toDate()),
  postNewsletterConfirmation: async ({ db, input, now }) => found(await confirmNewsletter(db, input.token, now.toDate())),
  // Chat: another customer's conversation or file is a bare 404. The token's epoch is
  // the real time, not the portal's pinned demo clock: the provider checks it against its own.
  getChatToken: async ({ customer }) => chatToken(customer, await resolveChatTokenSecret(), Date.now()),
  listChatConversations: ({ db, customer }) => listConversations(db, customer.customerId),
  getChatConversation: async ({ db, customer, params }) => found(await getConversation(db, customer.customerId, params.conversationId)),
  postChatMessage: async ({ db, customer, input, now }) => found(await sendChatMessage(db, customer, input, now)),
  postChatAttachment: async ({ db, customer, input, files }) =>
    found(await uploadChatAttachment(db, getFileStorage(), customer.customerId, input.conversation_id, files)),
  getChatAttachment: async ({ db, customer, params }) =>
    found(await chatAttachmentFile(db, getFileStorage(), customer.customerId, params.attachmentId)),
  postTrackingEvent: ({ db, input, now }) => recordTrackingEvent(db, input, now.toDate(), { forward: trackingCollector() !== null }),
};

/** A deal that does not exist and one of another customer are both "not found" (no hint which). */
function found<T>(value: T | null): T {
  if (value === null) throw new NotFoundError();
  return value;
}

/**
 * Deal reads whose handler's one query is filtered by the customer (`ownedDeal`) and answers 404
 * when it finds nothing, exactly as the dispatcher's check would: the dispatcher skips its own
 * query for them, so a read costs one query, not two. Only GETs without input (an input error
 * must never answer before the 404), as `dispatch.test.ts` checks; the access-control suite
 * holds each to the bare 404 for another customer's deal.
 */
export const CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY: ReadonlySet<ImplementedBffEndpoint> = new Set<ImplementedBffEndpoint>([
  "getDeal",
  "getHandover",
  "getReturn",
  "getReturnStatus",
  "getOrderStatus",
  "getDocuments",
]);

/**
 * Reads of the customer's own rows, with no input and no effect: the private cache may answer one
 * again for the same session until a write of the customer's (or of their company) outdates it
 * (docs/performance.md "Private cache"). Not here: files, upload addresses, chat (its automatic answer arrives
 * later), the loyalty and referral reads (they write on first use), and reads of what other
 * customers change (the car inventory, buy offers, handover suggestions).
 */
export const PRIVATELY_CACHED_READS: ReadonlySet<ImplementedBffEndpoint> = new Set<ImplementedBffEndpoint>([
  // The deal reads whose one query is the ownership check are such reads.
  ...CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY,
  "listDeals",
  "listInvoices",
  "getDamageReports",
  "listPaymentMethods",
  "listDrivers",
  "listCompanies",
  "listCompanyVehicles",
  "listCompanyContacts",
]);
