import { buildPath, endpoints } from "@/api/endpoints";
import { jpegWithSize } from "../files/bad-upload-corpus";
import { readMailbox } from "../mail/mailbox";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { FLOTTENWERK, type ServedEndpoint } from "./endpoint-examples";
import { readAnswer, requestFor, type RequestOptions, type SecurityEnv } from "./security-env";

type Catalogue = typeof endpoints;

/** The BFF's state-changing endpoints (POST, PUT, PATCH, DELETE), as the catalogue types them. */
export type StateChangingEndpoint = {
  [N in ServedEndpoint]: Catalogue[N] extends { readonly host: "bff"; readonly method: "POST" | "PUT" | "PATCH" | "DELETE" } ? N : never;
}[ServedEndpoint];

/** POSTs that only read (a price, a search, a list): they write nothing to fail. */
export const READS_SENT_AS_POST = [
  "postAddons",
  "postAiSearch",
  "postHandoverChangeFee",
  "postLoyaltyInfo",
  "postReturnChangeFee",
] as const satisfies readonly StateChangingEndpoint[];
export type ReadSentAsPost = (typeof READS_SENT_AS_POST)[number];

/** The endpoints that write: each needs a writing request (a missing one fails typecheck). */
export type WritingEndpoint = Exclude<StateChangingEndpoint, ReadSentAsPost>;

/** What a `prepare` made, as overrides of the endpoint's example (a payment session's id as its path parameter). */
export type Prepared = Pick<RequestOptions, "params" | "input">;

/**
 * One request per writing endpoint that succeeds on the seeded data (`atomic-writes.test.ts` fails each of its
 * write statements in turn; for a read sent as POST, shows it writes nothing). `as` is the persona
 * who sends it; `request` builds it with that persona's session cookie, anew for each attempt.
 */
export interface WritingRequest {
  as: string;
  /**
   * Setup requests the measured one needs first (a payment session to confirm), sent once before
   * the attempts: each failed attempt rolls back, so what they made is still there, unchanged, for
   * the next one (were it changed, that attempt fails the test). Made anew per attempt, the earlier
   * ones' objects would pile up, and one that may exist once (an add-on) would refuse the second.
   */
  prepare?(env: SecurityEnv, cookie: string): Promise<Prepared>;
  request(cookie: string, prepared: Prepared): Request;
}

const ANNA = "anna.aktiv@demo.portal";
const FABIAN = "fabian.flotte@demo.portal";
const ADA = "ada.admin@demo.portal";
const SONNENTAL = "company-b2b-sonnental";

/**
 * A JSON (or bodiless) request by the endpoint's example, `overrides` replacing its params and
 * input, from the portal's own origin. A creating endpoint gets an Idempotency-Key, so its claim
 * is one more write of the request's transaction.
 */
function json(name: StateChangingEndpoint, as: string, overrides: Prepared = {}): WritingRequest {
  return { as, request: (cookie) => jsonRequest(name, cookie, overrides) };
}

/** As `json`, with the overrides a setup request made (`WritingRequest.prepare`). */
function prepared(name: StateChangingEndpoint, as: string, prepare: (env: SecurityEnv, cookie: string) => Promise<Prepared>): WritingRequest {
  return { as, prepare, request: (cookie, overrides) => jsonRequest(name, cookie, overrides) };
}

function jsonRequest(name: StateChangingEndpoint, cookie: string, overrides: Prepared): Request {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if ("creates" in endpoints[name] && endpoints[name].creates) headers["idempotency-key"] = `atomic-writes-${name}`;
  return requestFor(name, { cookie, headers, ...overrides });
}

/** A multipart upload: the form's fields and one good JPEG in the field `file`. */
function upload(
  name: StateChangingEndpoint,
  as: string,
  {
    params = {},
    fields = {},
    fileName,
    bytes,
  }: { params?: Record<string, string>; fields?: Record<string, string>; fileName: string; bytes: Uint8Array },
): WritingRequest {
  return {
    as,
    request: (cookie) => {
      const form = new FormData();
      for (const [field, value] of Object.entries(fields)) form.set(field, value);
      form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), fileName);
      return new Request(`${TEST_ORIGIN}${buildPath(endpoints[name].path, params)}`, {
        method: endpoints[name].method,
        headers: { cookie, origin: TEST_ORIGIN },
        body: form,
      });
    },
  };
}

/** Sends a setup request; anything but success is an error of the setup, not of the endpoint tested. */
async function setUp(env: SecurityEnv, name: ServedEndpoint, request: Request): Promise<unknown> {
  const answer = await readAnswer(await env.fetch(request));
  if (answer.status >= 300) throw new Error(`setup ${name} answered ${answer.status}: ${answer.text}`);
  return answer.json;
}

/** Opens a payment session on Anna's running ID.3 (account.md §4): its id, from the hosted page's URL. */
async function openPaymentSession(env: SecurityEnv, cookie: string): Promise<Prepared> {
  const answer = (await setUp(
    env,
    "postPaymentMethodSession",
    requestFor("postPaymentMethodSession", { cookie, headers: { origin: TEST_ORIGIN } }),
  )) as {
    session_url: string;
  };
  const sessionId = new URL(answer.session_url, TEST_ORIGIN).searchParams.get("session");
  if (!sessionId) throw new Error(`no session id in ${answer.session_url}`);
  return { params: { sessionId } };
}

const NEWSLETTER_READER = "atomic.leserin@demo.portal";

/** Driving licence scans of the bucket DL go by an upload id of this shape (`getUploadUrl`). */
const FRESH_LICENCE_UPLOAD = "dl-35a00000-0000-4000-8000-000000000001.jpg";

/** Paul's verified order is not delivered yet: its handover may change, to a day and place offered. */
const PAULS_HANDOVER: Prepared = {
  params: { id: "deal-paul-verified" },
  input: {
    preferred_delivery_date: "2026-04-09",
    street: "Neue Straße",
    house_number: "9",
    zip: "50933",
    city: "Köln",
    firstname: "Paul",
    lastname: "Plan",
    phone_number: "+4916098765402",
  },
};

/** Anna's Fiat, whose return is still to plan: a self return on an offered day. */
const ANNAS_RETURN: Prepared = {
  params: { id: "deal-anna-plan" },
  input: { return_type: "SELF_RETURN", preferred_return_date: "2026-04-08T12:00:00+02:00" },
};

/**
 * The test sends them in the order of their names, on one seeded database: each names objects no
 * earlier entry changes, or changes so that it still succeeds (Flottenwerk's shared Enyaq is
 * unassigned, then assigned Frida; Dirk's ID.3, unassigned by his new role, no later entry names).
 */
export const WRITING_REQUESTS: Record<WritingEndpoint, WritingRequest> = {
  // Lena is an active driver: removed at once (a driver under review is not).
  deleteDriver: json("deleteDriver", "fiona.fahrerin@demo.portal", { params: { id: "driver-fiona-lena" } }),
  deleteVehicleDriver: json("deleteVehicleDriver", FABIAN),
  // Bernd's own company.
  patchCheckoutCompany: json("patchCheckoutCompany", "bernd.business@demo.portal", { input: { phone: "+4930609876599" } }),
  // A profile with every field the form requires (Anna's has no birth date yet): the phone alone changes.
  patchCheckoutContact: json("patchCheckoutContact", "jana.jobauto@demo.portal", { input: { phone: "+4915112345699" } }),
  // Only the admin changes roles: Dirk, a driver, becomes an admin, so his ID.3 loses its driver (three writes).
  patchCompanyContact: json("patchCompanyContact", ADA, {
    params: { companyId: FLOTTENWERK, contactId: "contact-b2b-dirk" },
    input: { role: "admin" },
  }),
  patchProfile: json("patchProfile", "petra.passwort@demo.portal", { input: { phone: "+4915112345698" } }),
  // Vera's second order offers the comfort protection (deals.md §4).
  postAcceptDeductiblesReduction: json("postAcceptDeductiblesReduction", "vera.versichert@demo.portal", { params: { id: "deal-vera-reduce" } }),
  postAddonsAttach: json("postAddonsAttach", ANNA),
  // The newest monthly add-on is taken back: Vera's ordered iX1 books the insurance upgrade first.
  postAddonsCancel: prepared("postAddonsCancel", "vera.versichert@demo.portal", async (env, cookie) => {
    const input = { subscriptionId: "deal-vera-ordered", addonId: "insurance-plus" };
    await setUp(env, "postAddonsAttach", requestFor("postAddonsAttach", { cookie, headers: { origin: TEST_ORIGIN }, input }));
    return { input };
  }),
  // Kai's Model Y is in the inventory: he may make an offer to buy it.
  postBuyCarOffer: json("postBuyCarOffer", "kai.kauf@demo.portal", { params: { id: "deal-kai-buy" } }),
  // A file of no conversation yet (the example's names none).
  postChatAttachment: upload("postChatAttachment", ANNA, { fileName: "foto.jpg", bytes: jpegWithSize(800, 600) }),
  postChatMessage: json("postChatMessage", ANNA),
  postCompanyContact: json("postCompanyContact", ADA),
  postDamageImage: upload("postDamageImage", ANNA, {
    fields: { subscription_id: "deal-anna-active", timestamp: "1773133200000" },
    fileName: "kratzer.jpg",
    bytes: jpegWithSize(1200, 900, 4_000),
  }),
  postDamageReport: json("postDamageReport", ANNA),
  // Dana has no running subscription: her request is stored and her sessions end.
  postDeletionRequest: json("postDeletionRequest", "dana.daten@demo.portal"),
  // Dora's order 8 days late: she keeps the car for the credit.
  postDeliveryDelayChoice: json("postDeliveryDelayChoice", "dora.delay@demo.portal", { params: { id: "deal-dora-late8" } }),
  postDepositRefundDetails: json("postDepositRefundDetails", ANNA),
  postDriver: json("postDriver", ANNA),
  postMileageReport: json("postMileageReport", ANNA),
  // The token of a sign-up's confirmation mail (the embedded mailbox, `mail_message`).
  postNewsletterConfirmation: prepared("postNewsletterConfirmation", ANNA, async (env, cookie) => {
    const input = { firstname: "Lena", lastname: "Leserin", email: NEWSLETTER_READER, gdpr: true, locale: "de-DE" };
    await setUp(env, "postNewsletterSignUp", requestFor("postNewsletterSignUp", { cookie, headers: { origin: TEST_ORIGIN }, input }));
    const [mail] = await readMailbox(env.db, NEWSLETTER_READER);
    const token = new URL(mail?.links[0] ?? "http://no.mail/").searchParams.get("token");
    if (!token) throw new Error(`no confirmation link mailed to ${NEWSLETTER_READER}`);
    return { input: { token } };
  }),
  postNewsletterSignUp: json("postNewsletterSignUp", ANNA),
  postNonRetentionComment: json("postNonRetentionComment", ANNA),
  postPaymentMethodSession: json("postPaymentMethodSession", ANNA),
  postPaymentSessionCancel: prepared("postPaymentSessionCancel", ANNA, openPaymentSession),
  // The example's card (4242…), not the declined test card.
  postPaymentSessionConfirm: prepared("postPaymentSessionConfirm", ANNA, openPaymentSession),
  // The return 30 days ahead offers the next five working days from today (TEST_NOW, 2026-03-10): the first.
  postPreReturnAppraisal: json("postPreReturnAppraisal", ANNA, { input: { appointment_date: "2026-03-11", appointment_timeslot: "10:00" } }),
  // Pia's Model Y ends in about two months: one of the three offered options.
  postProlongation: json("postProlongation", "pia.prolong@demo.portal", {
    params: { id: "deal-pia-prolong" },
    input: { term: 12, amount: 549, mileage_package: 1500, dealId: "deal-pia-prolong" },
  }),
  postRedeemLoyaltyBenefit: json("postRedeemLoyaltyBenefit", ANNA),
  postServiceRequestOfDeal: json("postServiceRequestOfDeal", ANNA),
  // Rolf's Enyaq and ID.3 end within weeks: one self return on a day both share (Flottenwerk's end in months).
  postSharedReturn: json("postSharedReturn", "rolf.rueckgabe@demo.portal", {
    params: { companyId: SONNENTAL },
    input: { deal_ids: ["deal-rolf-enyaq", "deal-rolf-id3"], return_type: "SELF_RETURN", preferred_return_date: "2026-04-09T09:00:00+02:00" },
  }),
  postTrackingEvent: json("postTrackingEvent", ANNA),
  // A scan of a new upload id (the example's is named by the driver `postDriver` adds).
  putDriverLicence: upload("putDriverLicence", ANNA, {
    params: { uploadId: FRESH_LICENCE_UPLOAD },
    fields: { bucket: "DL" },
    fileName: "fuehrerschein.jpg",
    bytes: jpegWithSize(2000, 1300),
  }),
  // Anna's ID.3 is delivered: its handover changes no more.
  putHandover: json("putHandover", "paul.plan@demo.portal", PAULS_HANDOVER),
  putMileagePackages: json("putMileagePackages", ANNA),
  // Anna's ID.3 may not plan its return yet (409 return_not_changeable).
  putReturn: json("putReturn", ANNA, ANNAS_RETURN),
  putVehicleDriver: json("putVehicleDriver", FABIAN),
};

/** A request that succeeds for each read sent as POST: the test shows it writes nothing. */
export const READ_REQUESTS: Record<ReadSentAsPost, WritingRequest> = {
  postAddons: json("postAddons", ANNA),
  postAiSearch: json("postAiSearch", ANNA),
  postHandoverChangeFee: json("postHandoverChangeFee", "paul.plan@demo.portal", PAULS_HANDOVER),
  postLoyaltyInfo: json("postLoyaltyInfo", ANNA),
  postReturnChangeFee: json("postReturnChangeFee", ANNA, ANNAS_RETURN),
};
