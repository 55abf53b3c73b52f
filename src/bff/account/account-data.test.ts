import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company, customer, outboxMessage, paymentMethod, paymentSession } from "../db/schema";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { stripeClient, stripeGateway } from "./payment-gateway";
import { createPaymentSession, DECLINED_TEST_CARD } from "./payment-method-service";
import { findAccountCompany, findProfile } from "./profile-service";
import { handleStripeWebhook } from "../http/stripe-webhook";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
});
afterAll(async () => {
  await env.close();
});

async function call(path: string, cookie: string, method = "GET", body?: unknown, headers: Record<string, string> = {}) {
  const response = await dispatch(
    new Request(`${TEST_ORIGIN}/portal/api${path}`, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> & { issues?: { path: string; code: string }[] } };
}

const codes = (issues: { path: string; code: string }[] | undefined) => (issues ?? []).map((i) => `${i.path}:${i.code}`).sort();

describe("PATCH profile and /api/checkout/v2/contact (account.md §5 Account forms, §7)", () => {
  it("refuses a bad zip and phone and an empty field with the forms' codes, storing nothing", async () => {
    const konrad = await signIn(env.auth, "konrad.konto@demo.portal");
    const answer = await call("/bff/profile", konrad, "PATCH", { zip: "2035", phone: "4915112345620", city: " " });
    expect(answer.status).toBe(422);
    expect(codes(answer.json.issues)).toEqual(["birthday:required", "city:required", "phone:phone_invalid", "zip:postcode_invalid"]);
    expect((await findProfile(env.db, "customer-konrad"))?.zip).toBe("20354");
  });

  it("refuses a birth date under registration's 20 years with the age the message names, storing nothing", async () => {
    const konrad = await signIn(env.auth, "konrad.konto@demo.portal");
    const yesterday = TEST_NOW.subtract(1, "day").format("DD.MM.YYYY");
    const answer = await call("/bff/profile", konrad, "PATCH", { birthday: yesterday, phone: "040123456", zip: "20095", city: "Hamburg" });
    expect(answer.status).toBe(422);
    expect(answer.json.issues).toEqual([expect.objectContaining({ path: "birthday", code: "min_age", values: { age: 20 } })]);
    const [row] = await env.db.select().from(customer).where(eq(customer.id, "customer-konrad"));
    expect(row?.dateOfBirth).toBeNull();
  });

  it("stores the birth date once and the other fields, then keeps names and birth date locked", async () => {
    const konrad = await signIn(env.auth, "konrad.konto@demo.portal");
    const saved = await call("/bff/profile", konrad, "PATCH", { birthday: "14.03.1988", phone: "040123456", zip: "20095", city: "Hamburg" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ firstname: "Konrad", birthday: "14.03.1988", phone: "040123456", zip: "20095" });
    const [row] = await env.db.select().from(customer).where(eq(customer.id, "customer-konrad"));
    expect(row?.dateOfBirth).toBe("1988-03-14");

    const locked = await call("/bff/profile", konrad, "PATCH", { birthday: "15.03.1988" });
    expect(locked.status).toBe(422);
    expect(codes(locked.json.issues)).toEqual(["birthday:field_locked"]);
    const renamed = await call("/checkout/v2/contact", konrad, "PATCH", { firstname: "Kurt" });
    expect(codes(renamed.json.issues)).toEqual(["firstname:field_locked"]);
    // The checkout contact call with the same rules: the phone changes.
    const contact = await call("/checkout/v2/contact", konrad, "PATCH", { phone: "+4940999999" });
    expect(contact).toMatchObject({ status: 200, json: { phone: "+4940999999", firstname: "Konrad" } });
  });

  it("stores a mobile phone besides the phone and clears it again (account.md §3 Profile mobilephone, optional)", async () => {
    const mareike = await signIn(env.auth, "mareike.meilenstein@demo.portal");
    expect((await findProfile(env.db, "customer-mareike"))?.mobilephone).toBe("+4916090987690");
    // Her birth date is not stored yet: the form sends it with the first save.
    const refused = await call("/bff/profile", mareike, "PATCH", { birthday: "02.05.1981", mobilephone: "0160 909" });
    expect(codes(refused.json.issues)).toEqual(["mobilephone:phone_invalid"]);
    const saved = await call("/bff/profile", mareike, "PATCH", { birthday: "02.05.1981", mobilephone: "01609099999" });
    expect(saved).toMatchObject({ status: 200, json: { mobilephone: "01609099999", phone: "+4942160987690" } });
    const cleared = await call("/bff/profile", mareike, "PATCH", { mobilephone: "" });
    expect(cleared).toMatchObject({ status: 200, json: { mobilephone: "" } });
    const [row] = await env.db.select().from(customer).where(eq(customer.id, "customer-mareike"));
    expect(row?.mobilephone).toBeNull();
  });

  it("completes a registration through /api/checkout/v2/contact: only §7's fields, by registration's rules, emailSubscription stored (account.md §7)", async () => {
    // Registered a moment ago: names, phone and newsletter choice, no birth date and no invoice address yet.
    await env.db
      .update(customer)
      .set({ invoiceStreet: null, invoiceHouseNumber: null, zip: null, city: null, dateOfBirth: null })
      .where(eq(customer.id, "customer-nora"));
    const { firstname, lastname } = (await findProfile(env.db, "customer-nora"))!;
    const nora = await signIn(env.auth, "nora.neu@demo.portal");
    const refused = await call("/checkout/v2/contact", nora, "PATCH", { firstname, phone: "12345", birthday: "1988-03-14" });
    expect(refused.status).toBe(422);
    expect(codes(refused.json.issues)).toEqual(["birthday:date_invalid", "phone:phone_invalid"]);
    const renamed = await call("/checkout/v2/contact", nora, "PATCH", { lastname: "Anders", emailSubscription: true });
    expect(codes(renamed.json.issues)).toEqual(["lastname:field_locked"]);

    const body = { firstname, lastname, phone: "+4915233322299", birthday: "14.03.1988", emailSubscription: true };
    const saved = await call("/checkout/v2/contact", nora, "PATCH", body);
    expect(saved).toMatchObject({ status: 200, json: { firstname, birthday: "14.03.1988", phone: "+4915233322299", zip: "", city: "" } });
    const stored = async () => (await env.db.select().from(customer).where(eq(customer.id, "customer-nora")))[0];
    expect(await stored()).toMatchObject({ dateOfBirth: "1988-03-14", emailSubscription: true, invoiceStreet: null, zip: null });
    expect((await call("/checkout/v2/contact", nora, "PATCH", { emailSubscription: false })).status).toBe(200);
    expect(await stored()).toMatchObject({ emailSubscription: false, phone: "+4915233322299" });
  });

  it("takes a phone with a US area code from an en-US page, not from a German one (account.md §5 Account phone)", async () => {
    const konrad = await signIn(env.auth, "konrad.konto@demo.portal");
    // The birth date as stored by the test before, or stored now when this one runs alone.
    const german = await call("/bff/profile", konrad, "PATCH", { birthday: "14.03.1988", phone: "2125550123" });
    expect(german.status).toBe(422);
    expect(codes(german.json.issues)).toEqual(["phone:phone_invalid"]);
    const english = await call("/bff/profile", konrad, "PATCH", { birthday: "14.03.1988", phone: "2125550123", locale: "en-US" });
    expect(english).toMatchObject({ status: 200, json: { phone: "2125550123" } });
    const contact = await call("/checkout/v2/contact", konrad, "PATCH", { phone: "3105550199", locale: "en-US" });
    expect(contact).toMatchObject({ status: 200, json: { phone: "3105550199" } });
    expect(codes((await call("/checkout/v2/contact", konrad, "PATCH", { phone: "3105550199", locale: "en-DE" })).json.issues)).toEqual([
      "phone:phone_invalid",
    ]);
    expect((await call("/bff/profile", konrad, "PATCH", { phone: "+4940999999", locale: "de-DE" })).status).toBe(200);
  });

  it("knows the Google persona's provider (the password form is replaced by a message)", async () => {
    expect((await findProfile(env.db, "customer-gregor"))?.provider).toBe("google");
    expect((await findProfile(env.db, "customer-petra"))?.provider).toBe("other");
  });
});

describe("PATCH /api/checkout/company/{id} (account.md §5, §7)", () => {
  it("changes the business customer's own company; the name only while empty", async () => {
    const bernd = await signIn(env.auth, "bernd.business@demo.portal");
    const saved = await call("/checkout/company/company-muster-logistik", bernd, "PATCH", { phone: "+4930123456", zip: "12047" });
    expect(saved).toMatchObject({
      status: 200,
      json: { name: "Muster Logistik GmbH", phone: "+4930123456", zip: "12047", address: "Hermannstraße, 214" },
    });
    const renamed = await call("/checkout/company/company-muster-logistik", bernd, "PATCH", { name: "Andere GmbH" });
    expect(codes(renamed.json.issues)).toEqual(["name:field_locked"]);
    const badZip = await call("/checkout/company/company-muster-logistik", bernd, "PATCH", { zip: "1204" });
    expect(codes(badZip.json.issues)).toEqual(["zip:postcode_invalid"]);
    const [row] = await env.db.select().from(company).where(eq(company.id, "company-muster-logistik"));
    expect(row).toMatchObject({ name: "Muster Logistik GmbH", zip: "12047" });
  });

  it("keeps the company's data by an admin without contracts (her list holds its cars), not by a driver (account.md §2)", async () => {
    const ada = await signIn(env.auth, "ada.admin@demo.portal");
    const dirk = await signIn(env.auth, "dirk.dienstwagen@demo.portal");
    expect(await findAccountCompany(env.db, "customer-ada")).toMatchObject({ id: "company-b2b-flottenwerk", name: "Flottenwerk Rhein GmbH" });
    expect(await findAccountCompany(env.db, "customer-dirk")).toBeNull();
    expect(await call("/checkout/company/company-b2b-flottenwerk", ada, "PATCH", { phone: "+492211234567" })).toMatchObject({
      status: 200,
      json: { phone: "+492211234567" },
    });
    expect((await call("/checkout/company/company-b2b-flottenwerk", dirk, "PATCH", { phone: "+492219999999" })).status).toBe(404);
    const [row] = await env.db.select().from(company).where(eq(company.id, "company-b2b-flottenwerk"));
    expect(row?.phone).toBe("+492211234567");
  });

  it("takes the address 'street, housenumber' beside street and housenumber; where they disagree, the separate fields win", async () => {
    const bernd = await signIn(env.auth, "bernd.business@demo.portal");
    const path = "/checkout/company/company-muster-logistik";
    const both = await call(path, bernd, "PATCH", { street: "Hermannstraße", housenumber: "214", address: "Hermannstraße, 214" });
    expect(both).toMatchObject({ status: 200, json: { street: "Hermannstraße", housenumber: "214", address: "Hermannstraße, 214" } });
    const disagreeing = await call(path, bernd, "PATCH", { street: "Sonnenallee", housenumber: "12", address: "Karl-Marx-Straße, 99" });
    expect(disagreeing).toMatchObject({ status: 200, json: { street: "Sonnenallee", housenumber: "12", address: "Sonnenallee, 12" } });
    // The address alone still updates both parts.
    const alone = await call(path, bernd, "PATCH", { address: "Hermannstraße, 214" });
    expect(alone).toMatchObject({ status: 200, json: { street: "Hermannstraße", housenumber: "214", address: "Hermannstraße, 214" } });
    const [row] = await env.db.select().from(company).where(eq(company.id, "company-muster-logistik"));
    expect(row).toMatchObject({ street: "Hermannstraße", houseNumber: "214" });
    // The phone by the page's locale, as for the contact.
    expect(codes((await call(path, bernd, "PATCH", { phone: "3105550199" })).json.issues)).toEqual(["phone:phone_invalid"]);
  });

  it("answers another customer a bare 404", async () => {
    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    expect(await call("/checkout/company/company-muster-logistik", paul, "PATCH", { phone: "+4930123456" })).toEqual({
      status: 404,
      json: { error: "not_found", reason: "Nothing at this path for this customer." },
    });
    const berta = await signIn(env.auth, "berta.bilanz@demo.portal");
    expect((await call("/checkout/company/company-muster-logistik", berta, "PATCH", { phone: "+4930123456" })).status).toBe(404);
  });
});

describe("payment methods (account.md §2, §3, §4, §6, §7, §8)", () => {
  const back = "/portal/de-DE/myaccount";
  const urls = { success_url: `${back}?payment=success`, cancel_url: `${back}?payment=cancel` };

  it("lists each deal's method with type, last 4, expiry, holder and car model; edit for subscriptions, ended ones too (account.md §6)", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const list = (await call("/bff/payment-methods", anna)).json as unknown as Record<string, unknown>[];
    expect(list.find((m) => m.deal_id === "deal-anna-active")).toEqual({
      deal_id: "deal-anna-active",
      payment_type: "card",
      identifier_last_4: "4242",
      exp_month: 8,
      exp_year: 2028,
      account_holder: "Anna Aktiv",
      car_model: "Volkswagen ID.3",
      prolongation: null,
      editable: true,
      d2c: true,
    });
    expect(list.find((m) => m.deal_id === "deal-anna-ended")).toMatchObject({ editable: true });
    expect(new Set(list.map((m) => m.payment_type))).toEqual(new Set(["card", "sepa_debit", "paypal", null])); // the Fiat has none yet
  });

  it("opens a session (201 with session_url), once per Idempotency-Key; refuses other deals and foreign URLs", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const key = { "idempotency-key": "anna-pay-1" };
    const first = await call("/bff/payment-methods/sepa_debit", anna, "POST", { deal_id: "deal-anna-active", ...urls }, key);
    const again = await call("/bff/payment-methods/sepa_debit", anna, "POST", { deal_id: "deal-anna-active", ...urls }, key);
    expect(first.status).toBe(201);
    expect(first.json.session_url).toMatch(/^\/portal\/de-DE\/myaccount\/payment-session\?session=pay-/);
    expect(again).toEqual(first);
    expect(await env.db.select().from(paymentSession).where(eq(paymentSession.customerId, "customer-anna"))).toHaveLength(1);

    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    expect((await call("/bff/payment-methods/card", paul, "POST", { deal_id: "deal-anna-active", ...urls })).status).toBe(404);
    const lea = await signIn(env.auth, "lea.lead@demo.portal");
    expect((await call("/bff/payment-methods/card", lea, "POST", { deal_id: "deal-lea-lead", ...urls })).json).toMatchObject({
      code: "payment_method_not_editable",
    });
    expect((await call("/bff/payment-methods/bitcoin", anna, "POST", { deal_id: "deal-anna-active", ...urls })).status).toBe(422);
    expect(
      (await call("/bff/payment-methods/card", anna, "POST", { deal_id: "deal-anna-active", success_url: "https://evil.example/", cancel_url: back }))
        .status,
    ).toBe(422);
  });

  it("without deal_id, opens the session for the customer's one editable deal; with several or none, says why (account.md §7)", async () => {
    const emil = await signIn(env.auth, "emil.ende@demo.portal");
    expect((await call("/bff/payment-methods/card", emil, "POST", urls)).status).toBe(201);
    const [session] = await env.db.select().from(paymentSession).where(eq(paymentSession.customerId, "customer-emil"));
    expect(session?.dealId).toBe("deal-emil-inactive");
    const several = await call("/bff/payment-methods/card", await signIn(env.auth, "anna.aktiv@demo.portal"), "POST", urls);
    expect(several).toMatchObject({
      status: 422,
      json: {
        reason: "deal_id: the customer has 5 subscriptions whose payment method can change; name one",
        issues: [{ path: "deal_id", code: "required" }],
      },
    });
    const none = await call("/bff/payment-methods/card", await signIn(env.auth, "lea.lead@demo.portal"), "POST", urls);
    expect(none).toMatchObject({
      status: 422,
      json: { reason: "deal_id: the customer has no subscription whose payment method can change", issues: [{ path: "deal_id", code: "invalid" }] },
    });
  });

  it("takes absolute return URLs on the portal's own origin as their path, no other origin's", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const absolute = { success_url: `${TEST_ORIGIN}${urls.success_url}`, cancel_url: `${TEST_ORIGIN}${urls.cancel_url}` };
    const opened = await call("/bff/payment-methods/paypal", anna, "POST", { deal_id: "deal-anna-soon", ...absolute });
    expect(opened.status).toBe(201);
    const sessionId = new URL(String(opened.json.session_url), TEST_ORIGIN).searchParams.get("session")!;
    const [session] = await env.db.select().from(paymentSession).where(eq(paymentSession.id, sessionId));
    expect(session).toMatchObject({ successUrl: urls.success_url, cancelUrl: urls.cancel_url });
    const foreign = await call("/bff/payment-methods/card", anna, "POST", {
      deal_id: "deal-anna-soon",
      ...absolute,
      success_url: `https://evil.example${urls.success_url}`,
    });
    expect(foreign.status).toBe(422);
    expect(codes(foreign.json.issues)).toEqual(["success_url:invalid"]);
  });

  it("confirms on the built-in page: a declined card changes nothing; a good one replaces the method and reaches the outbox", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const opened = await call("/bff/payment-methods/card", anna, "POST", { deal_id: "deal-anna-active", ...urls });
    const sessionId = new URL(String(opened.json.session_url), TEST_ORIGIN).searchParams.get("session")!;
    const card = { account_holder: "Anna Aktiv", card_expiry: "12/30", card_cvc: "123" };

    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    expect((await call(`/bff/payment-sessions/${sessionId}/confirm`, paul, "POST", { ...card, card_number: "4242424242424242" })).status).toBe(404);
    const declined = await call(`/bff/payment-sessions/${sessionId}/confirm`, anna, "POST", { ...card, card_number: DECLINED_TEST_CARD });
    expect(declined).toMatchObject({ status: 409, json: { code: "card_declined" } });
    const invalid = await call(`/bff/payment-sessions/${sessionId}/confirm`, anna, "POST", {
      account_holder: "Anna Aktiv",
      card_number: "4242424242424241",
    });
    expect(codes(invalid.json.issues)).toEqual(["card_cvc:required", "card_expiry:required", "card_number:invalid"]);
    const [before] = await env.db.select().from(paymentMethod).where(eq(paymentMethod.dealId, "deal-anna-active"));
    expect(before?.identifierLast4).toBe("4242");

    const done = await call(`/bff/payment-sessions/${sessionId}/confirm`, anna, "POST", { ...card, card_number: "5555 5555 5555 4444" });
    expect(done).toEqual({ status: 200, json: { redirect_url: urls.success_url } });
    const [after] = await env.db.select().from(paymentMethod).where(eq(paymentMethod.dealId, "deal-anna-active"));
    expect(after).toMatchObject({ paymentType: "card", identifierLast4: "4444", expMonth: 12, expYear: 2030 });
    const messages = await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "payment-method-changed"));
    expect(messages.map((m) => m.payload)).toContainEqual({
      subscription_id: "deal-anna-active",
      payment_type: "card",
      identifier_last_4: "4444",
      provider: "embedded",
    });
    expect((await call(`/bff/payment-sessions/${sessionId}/confirm`, anna, "POST", { ...card, card_number: "4242424242424242" })).json).toMatchObject(
      {
        code: "payment_session_closed",
      },
    );
  });

  it("cancels: the old method stays and the browser goes to the cancel URL", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const opened = await call("/bff/payment-methods/paypal", anna, "POST", { deal_id: "deal-anna-plan", ...urls });
    const sessionId = new URL(String(opened.json.session_url), TEST_ORIGIN).searchParams.get("session")!;
    expect(await call(`/bff/payment-sessions/${sessionId}/cancel`, anna, "POST")).toEqual({ status: 200, json: { redirect_url: urls.cancel_url } });
    const [row] = await env.db.select().from(paymentMethod).where(eq(paymentMethod.dealId, "deal-anna-plan"));
    expect(row?.paymentType).toBe("paypal");
    expect((await call(`/bff/payment-sessions/${sessionId}/confirm`, anna, "POST", { paypal_email: "a@b.de" })).status).toBe(409);
  });
});

describe("Stripe Checkout in setup mode, against a local stand-in of Stripe's API", () => {
  let server: Server;
  let port: number;
  const requests: { method: string; path: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        requests.push({ method: req.method ?? "", path: req.url ?? "", body });
        res.setHeader("content-type", "application/json");
        if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
          res.end(
            JSON.stringify({ id: "cs_test_123", object: "checkout.session", mode: "setup", url: "https://checkout.stripe.test/c/cs_test_123" }),
          );
        } else if (req.method === "GET" && req.url?.startsWith("/v1/setup_intents/seti_123")) {
          res.end(
            JSON.stringify({
              id: "seti_123",
              object: "setup_intent",
              payment_method: {
                id: "pm_1",
                object: "payment_method",
                type: "sepa_debit",
                sepa_debit: { last4: "3201" },
                billing_details: { name: "Bernd Business" },
              },
            }),
          );
        } else {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: { message: "not found" } }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sets a US customer's payment method up in dollars (account.md §9 'US region uses USD')", async () => {
    const client = stripeClient("sk_test_portal", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
    const before = requests.length;
    await stripeGateway(client, TEST_ORIGIN).createSetupSession({
      sessionId: "session-us",
      type: "us_bank_account",
      successUrl: "/portal/en-US/myaccount?payment=success",
      cancelUrl: "/portal/en-US/myaccount?payment=cancel",
      locale: "en-US",
      email: "us.customer@demo.portal",
    });
    const created = new URLSearchParams(requests.slice(before).find((r) => r.path === "/v1/checkout/sessions")!.body);
    expect(created.get("currency")).toBe("usd");
    expect(created.get("payment_method_types[0]")).toBe("us_bank_account");
  });

  it("creates the Checkout session and confirms the method from the signed webhook, once", async () => {
    const client = stripeClient("sk_test_portal", { host: "127.0.0.1", port, protocol: "http", maxNetworkRetries: 0 });
    const gateway = stripeGateway(client, TEST_ORIGIN);
    const bernd = { userId: "user-bernd", customerId: "customer-bernd", contactId: "5100000105", email: "bernd.business@demo.portal" };
    const answer = await createPaymentSession(
      env.db,
      { ...bernd, emailVerified: true, firstName: "Bernd", lastName: "Business", audience: "b2b", role: "fleet_manager" },
      "sepa_debit",
      { deal_id: "deal-bernd-minib2b", success_url: "/portal/de-DE/myaccount?payment=success", cancel_url: "/portal/de-DE/myaccount?payment=cancel" },
      TEST_NOW,
      gateway,
    );
    expect(answer).toEqual({ session_url: "https://checkout.stripe.test/c/cs_test_123" });
    const created = new URLSearchParams(requests.filter((r) => r.path === "/v1/checkout/sessions").at(-1)!.body);
    expect(created.get("mode")).toBe("setup");
    expect(created.get("payment_method_types[0]")).toBe("sepa_debit");
    expect(created.get("currency")).toBe("eur");
    expect(created.get("success_url")).toBe(`${TEST_ORIGIN}/portal/de-DE/myaccount?payment=success`);

    const secret = "whsec_test_portal";
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "checkout.session.completed",
      data: { object: { id: "cs_test_123", object: "checkout.session", mode: "setup", setup_intent: "seti_123" } },
    });
    const webhook = (signature: string) =>
      handleStripeWebhook(
        new Request(`${TEST_ORIGIN}/portal/api/stripe/webhook`, { method: "POST", headers: { "stripe-signature": signature }, body: payload }),
        {
          db: env.db,
          client,
          webhookSecret: secret,
          now: TEST_NOW,
        },
      );
    expect((await webhook("t=1,v1=forged")).status).toBe(400);
    const [unchanged] = await env.db.select().from(paymentMethod).where(eq(paymentMethod.dealId, "deal-bernd-minib2b"));
    expect(unchanged?.identifierLast4).toBe("4000");

    const signature = client.webhooks.generateTestHeaderString({ payload, secret });
    expect((await webhook(signature)).status).toBe(200);
    const [row] = await env.db.select().from(paymentMethod).where(eq(paymentMethod.dealId, "deal-bernd-minib2b"));
    expect(row).toMatchObject({ paymentType: "sepa_debit", identifierLast4: "3201", accountHolder: "Bernd Business" });
    expect((await webhook(client.webhooks.generateTestHeaderString({ payload, secret }))).status).toBe(200); // a repeat changes nothing
    const [session] = await env.db.select().from(paymentSession).where(eq(paymentSession.providerSessionId, "cs_test_123"));
    expect(session?.status).toBe("completed");
  });
});
