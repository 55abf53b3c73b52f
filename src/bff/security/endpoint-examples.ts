import type { endpoints, EndpointName } from "@/api/endpoints";

type Catalogue = typeof endpoints;

/** The catalogue entries this app serves itself: its BFF and its auth routes. */
export type ServedEndpoint = {
  [N in EndpointName]: Catalogue[N] extends { readonly host: "bff" | "auth" } ? N : never;
}[EndpointName];

export interface EndpointExample {
  /** Path parameters naming objects of the seeded customer Anna (anna.aktiv@demo.portal). */
  params: Record<string, string>;
  /** A valid body (or query for GET), by the endpoint's catalogue schema. */
  input?: Record<string, unknown>;
  /** Fields of free text (a comment): any printable text is valid there and stored as sent, "%0A" included. */
  freeText?: readonly string[];
}

const ANNA_DEAL = "deal-anna-active";
/** The business portal company (`bff/db/seed/companies.ts`). */
export const FLOTTENWERK = "company-b2b-flottenwerk";
/** Licence scans of Anna's seeded in `bff/db/seed/personas/anna.ts` that no driver names (account.md §7 upload URLs). */
const ANNA_FREE_FRONT = "dl-00000000-0000-4000-8000-0000000a0001.jpg";
const ANNA_FREE_BACK = "dl-00000000-0000-4000-8000-0000000a0002.jpg";
const returnBody = { return_type: "PICKUP", preferred_return_date: "2026-04-09T08:00:00.000Z" };
const handoverBody = {
  preferred_delivery_date: "2026-04-09",
  street: "Eppendorfer Weg",
  house_number: "57",
  zip: "20259",
  city: "Hamburg",
  firstname: "Anna",
  lastname: "Aktiv",
  phone_number: "+4915112345601",
};

/**
 * One valid request per served endpoint, for the security suite: the `satisfies`
 * makes an endpoint added to the catalogue without an example a type error, so it can never be
 * skipped silently. Objects are Anna's; other customers must not reach them.
 */
export const ENDPOINT_EXAMPLES = {
  listDeals: { params: {} },
  getDeal: { params: { id: ANNA_DEAL } },
  getHandover: { params: { id: ANNA_DEAL } },
  getReturn: { params: { id: ANNA_DEAL } },
  getDocuments: { params: { id: "deal-anna-ended" } },
  listInvoices: { params: {} },
  getDocumentFile: { params: { id: "deal-anna-ended", documentId: "deal-anna-ended--return_protocol" } },
  getInvoiceFile: { params: { invoiceId: "invoice-anna-1" } },
  getDamageReportFile: { params: { id: ANNA_DEAL, reportId: "damage-report-anna-1" } },
  getPowerOfAttorneyFile: { params: { id: ANNA_DEAL } },
  postReturnChangeFee: { params: { id: ANNA_DEAL }, input: returnBody },
  getReturnMetadata: { params: { id: ANNA_DEAL }, input: { customer_postcode: "20259" } },
  putReturn: { params: { id: ANNA_DEAL }, input: returnBody },
  postNonRetentionComment: { params: { id: ANNA_DEAL }, input: { comment: "Zu teuer" }, freeText: ["comment"] },
  getPreReturnAppraisal: { params: { id: "deal-anna-return" }, input: {} },
  postPreReturnAppraisal: { params: { id: "deal-anna-return" }, input: { appointment_date: "2026-04-01", appointment_timeslot: "10:00" } },
  getReturnStatus: { params: { id: "deal-anna-return" } },
  getHandoverMetadata: { params: { id: ANNA_DEAL }, input: { customer_postcode: "20259" } },
  getHandoverSuggestions: { params: { id: ANNA_DEAL } },
  putHandover: { params: { id: ANNA_DEAL }, input: handoverBody },
  postHandoverChangeFee: { params: { id: ANNA_DEAL }, input: handoverBody },
  postDeliveryDelayChoice: { params: { id: ANNA_DEAL }, input: { choice: "keep_car" } },
  getOrderStatus: { params: { id: ANNA_DEAL } },
  getProlongationOptions: { params: { id: ANNA_DEAL } },
  postProlongation: { params: { id: ANNA_DEAL }, input: { term: 6, amount: 549, mileage_package: 1500, dealId: ANNA_DEAL } },
  getCarInventory: { params: { carId: "car-anna-id3" } },
  // None of Anna's cars is in the inventory: her offer is refused with 409 (buy_car_not_offered).
  postBuyCarOffer: { params: { id: ANNA_DEAL } },
  getLatestBuyCarOffer: { params: { id: ANNA_DEAL } },
  getMileagePackages: { params: { id: ANNA_DEAL } },
  putMileagePackages: { params: { id: ANNA_DEAL }, input: { mileage_package: 2000 } },
  postMileageReport: { params: { id: ANNA_DEAL }, input: { current_mileage: 5_000 } },
  getActiveFleet: { params: {}, input: { car_id: "car-anna-id3" } },
  postAcceptDeductiblesReduction: { params: { id: ANNA_DEAL } },
  postAddons: { params: {}, input: { productId: "vw-id3-pro-s", subscriptionId: ANNA_DEAL } },
  postAddonsAttach: { params: {}, input: { subscriptionId: ANNA_DEAL, addonId: "mileage-500" } },
  postAddonsCancel: { params: {}, input: { subscriptionId: ANNA_DEAL, addonId: "mileage-500" } },
  postDamageImage: { params: {}, input: { subscription_id: ANNA_DEAL, timestamp: "1773133200000" } },
  postDamageReport: {
    params: {},
    // Not drivable: valid without photos (deals.md §5), so the example needs no upload first.
    input: {
      description: "Die Warnleuchte des Motors blinkt seit heute Morgen.",
      paths: [],
      street: "Eppendorfer Weg",
      city: "Hamburg",
      zip: "20259",
      house_number: "57",
      subscription_id: ANNA_DEAL,
      country: "Germany",
      defect_type: "engine_light",
      not_drivable: true,
      occurred_on: null,
    },
    freeText: ["description", "street", "city", "house_number"],
  },
  getDamagePhoto: { params: { photoId: "0b5e6f0e-3c53-4c1e-9a43-2f7d0c6b7a11" } },
  getDamageReports: { params: { id: ANNA_DEAL } },
  getScheduleServiceUrl: { params: { carId: "car-anna-id3" }, input: { dealId: ANNA_DEAL } },
  postServiceRequestOfDeal: {
    params: { id: ANNA_DEAL },
    input: {
      requested_services: ["main_inspection", "oem_inspection"],
      same_address: false,
      street: "Eppendorfer Weg",
      house_number: "57",
      zip: "20259",
      city: "Hamburg",
      description: "Bitte vormittags, ab 8 Uhr.",
    },
    freeText: ["description", "street", "city", "house_number"],
  },
  postDepositRefundDetails: {
    params: { id: "deal-anna-ended" },
    input: { iban: "DE89370400440532013000", account_holder: "Anna Aktiv" },
    // A name may hold any text but control characters (percent signs included).
    freeText: ["account_holder"],
  },
  getCompany: { params: { id: "company-muster-logistik" } },
  listCompanies: { params: {} },
  // Flottenwerk's objects (Anna belongs to no company): a customer outside it gets the bare 404.
  listCompanyVehicles: { params: { companyId: FLOTTENWERK } },
  listCompanyContacts: { params: { companyId: FLOTTENWERK }, input: { search: "Dirk" }, freeText: ["search"] },
  postCompanyContact: {
    params: { companyId: FLOTTENWERK },
    input: { email: "neu.kontakt@flottenwerk.example", phoneNumber: "+4922160987699", firstName: "Nele", lastName: "Neu" },
    freeText: ["firstName", "lastName"],
  },
  patchCompanyContact: { params: { companyId: FLOTTENWERK, contactId: "contact-b2b-frida" }, input: { role: "driver" } },
  putVehicleDriver: { params: { companyId: FLOTTENWERK, dealId: "deal-fabian-shared" }, input: { contactId: "contact-b2b-frida" } },
  deleteVehicleDriver: { params: { companyId: FLOTTENWERK, dealId: "deal-fabian-shared" } },
  // Flottenwerk's cars end in months: the options answer, the booking is refused by the window (409).
  getSharedReturnOptions: {
    params: { companyId: FLOTTENWERK },
    input: { deal_ids: "deal-fabian-shared,deal-fabian-dirk", return_type: "SELF_RETURN" },
  },
  postSharedReturn: {
    params: { companyId: FLOTTENWERK },
    input: { deal_ids: ["deal-fabian-shared", "deal-fabian-dirk"], return_type: "SELF_RETURN", preferred_return_date: "2027-07-20T09:00:00+02:00" },
  },
  postDeletionRequest: { params: {} },
  // Anna's contact id and email name her objects; she has the points for a 250 km reward.
  postLoyaltyInfo: { params: {}, input: { contactId: "5100000101" } },
  getLoyaltyBenefits: { params: {} },
  postRedeemLoyaltyBenefit: { params: {}, input: { reward_action_name: "mileage_250" } },
  getReferralLink: { params: { email: "anna.aktiv@demo.portal" } },
  postPaymentMethodSession: {
    params: { type: "card" },
    input: { deal_id: ANNA_DEAL, success_url: "/portal/de-DE/myaccount?payment=success", cancel_url: "/portal/de-DE/myaccount?payment=cancel" },
  },
  // An open session of Anna's is made by postPaymentMethodSession; this id names none (404 for everyone).
  postPaymentSessionConfirm: {
    params: { sessionId: "pay-anna-open" },
    input: { account_holder: "Anna Aktiv", card_number: "4242424242424242", card_expiry: "12/30", card_cvc: "123" },
  },
  postPaymentSessionCancel: { params: { sessionId: "pay-anna-open" } },
  patchCheckoutContact: { params: {}, input: { phone: "+4915112345601" } },
  // Bernd's company (Anna has none): another customer gets the bare 404.
  patchCheckoutCompany: { params: { id: "company-muster-logistik" }, input: { phone: "+4930609876500" } },
  listPaymentMethods: { params: {} },
  listDrivers: { params: {} },
  postDriver: {
    params: {},
    input: {
      firstname: "Max",
      lastname: "Aktiv",
      date_of_birth: "1990-05-01",
      relationship_type: "relative_type_1",
      driver_license_issue_date: "2010-06-01",
      // Anna's seeded licence scans that no driver names yet.
      dl_front_key: ANNA_FREE_FRONT,
      dl_back_key: ANNA_FREE_BACK,
      postcode: "20259",
      agreed_to_terms: true,
      confirmed_truthful_data: true,
    },
    // Names are text a person types: any letters make a valid one; control characters none.
    freeText: ["firstname", "lastname"],
  },
  // Max is under review: a valid request the rules refuse (409), so the suite's repeats write nothing.
  deleteDriver: { params: { id: "driver-anna-max" } },
  getUploadUrl: { params: {}, input: { filename: "fuehrerschein.jpg", filetype: "image/jpeg", bucket: "DL" } },
  putDriverLicence: { params: { uploadId: ANNA_FREE_FRONT }, input: { bucket: "DL" } },
  // The chat: a message starts a conversation of Anna's; the ids below name none (404 for everyone).
  getChatToken: { params: {} },
  listChatConversations: { params: {} },
  getChatConversation: { params: { conversationId: "0c4a7e51-6d0e-4b8e-9d7c-1f2a3b4c5d6e" } },
  postChatMessage: { params: {}, input: { text: "Hallo, ich habe eine Frage zu meiner Rechnung." }, freeText: ["text"] },
  postChatAttachment: { params: {}, input: { conversation_id: "0c4a7e51-6d0e-4b8e-9d7c-1f2a3b4c5d6e" } },
  getChatAttachment: { params: { attachmentId: "0c4a7e51-6d0e-4b8e-9d7c-1f2a3b4c5d6f" } },
  patchProfile: { params: {}, input: { phone: "+4915112345601" } },
  postChangePassword: { params: {}, input: { currentPassword: "Portal-Demo-2026", newPassword: "Portal-Demo-2027", locale: "en-US" } },
  postSignInEmail: { params: {}, input: { email: "anna.aktiv@demo.portal", password: "Portal-Demo-2026" } },
  postAiSearch: { params: {}, input: { message: "Elektro-SUV unter 600 Euro", locale: "de-DE" }, freeText: ["message"] },
  getCars: { params: {}, input: { fuel: "electric", max_price: "600", sort: "availability" } },
  postNewsletterSignUp: {
    params: {},
    input: { firstname: "Anna", lastname: "Aktiv", email: "anna.aktiv@demo.portal", gdpr: true, locale: "de-DE" },
    freeText: ["firstname", "lastname"],
  },
  postNewsletterConfirmation: { params: {}, input: { token: "c2VjdXJpdHktc3VpdGUtbm90LWEtdG9rZW4" } },
  postTrackingEvent: {
    params: {},
    input: { name: "Login Failed", properties: { status: 401 }, page: "/portal/de-DE/login", occurredAt: "2026-01-01T00:00:00.000Z" },
  },
  postHasBusinessAccount: { params: {}, input: { email: "anna.aktiv@demo.portal" } },
  postCheckIfEmailExists: { params: {}, input: { email: "anna.aktiv@demo.portal" } },
  postMagicLink: {
    params: {},
    input: { email: "anna.aktiv@demo.portal", nextUrl: "/de-DE/mycars", origin: "http://localhost:3000", isApp: false, withResetLink: false },
  },
  postSignUpEmail: {
    params: {},
    input: {
      email: "neu.registriert@demo.portal",
      password: "Portal-Demo-2026",
      name: "Neu Registriert",
      locale: "de-DE",
      botCheckToken: "XXXX.DUMMY.TOKEN.XXXX",
      firstname: "Neu",
      lastname: "Registriert",
      phone: "015112345678",
      birthday: 631152000000, // 01.01.1990 as a timestamp (account.md §7)
      emailSubscription: false,
    },
    freeText: ["name"],
  },
  postResendVerification: { params: {}, input: { nextUrl: "/de-DE/mycars", locale: "de-DE" } },
  postResetPassword: { params: {}, input: { newPassword: "Portal-Demo-2027", token: "not-a-token" } },
  postSignInSocial: { params: {}, input: { provider: "google", callbackURL: "/portal/de-DE/mycars" } },
  postRegistrationProfile: {
    params: {},
    input: {
      profileToken: "not-a-token",
      firstname: "Neu",
      lastname: "Registriert",
      phone: "015112345678",
      birthday: 631152000000, // 01.01.1990 as a timestamp (account.md §7)
      emailSubscription: false,
    },
  },
} satisfies Record<ServedEndpoint, EndpointExample>;
