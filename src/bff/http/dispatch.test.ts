import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildPath, endpoints, type EndpointName } from "@/api/endpoints";
import { sessionControlOf, sessionCustomerOf } from "../auth/auth";
import { listDamageReports } from "../damage/damage-service";
import { getOrderStatus, getReturnStatus } from "../deals/deals-service";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { createBffDispatcher } from "./dispatch";
import { bffHandlers, CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY } from "./handlers";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let annaCookie: string;
let paulCookie: string;

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  annaCookie = await signIn(env.auth, "anna.aktiv@demo.portal");
  paulCookie = await signIn(env.auth, "paul.plan@demo.portal");
});
afterAll(async () => {
  await env.close();
});

interface CallOptions {
  method?: string;
  cookie?: string;
  body?: string;
  contentType?: string;
}

async function call(path: string, { method = "GET", cookie, body, contentType = "application/json" }: CallOptions = {}) {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  if (body !== undefined) headers.set("content-type", contentType);
  const response = await dispatch(new Request(`${TEST_ORIGIN}${path}`, { method, headers, body }));
  return { status: response.status, headers: response.headers, json: (await response.json()) as unknown };
}

const bffEndpointNames = (Object.keys(endpoints) as EndpointName[]).filter((name) => endpoints[name].host === "bff");
const pathOf = (name: EndpointName, id = "deal-anna-return") =>
  buildPath(endpoints[name].path, {
    id,
    carId: "car-1",
    type: "card",
    documentId: "doc-1",
    invoiceId: "invoice-1",
    reportId: "report-1",
    photoId: "photo-1",
    sessionId: "payment-session-1",
    uploadId: "upload-1",
    companyId: "company-1",
    contactId: "contact-1",
    dealId: "deal-1",
    email: "anna.aktiv@demo.portal",
    conversationId: "conversation-1",
    attachmentId: "attachment-1",
  });

describe("the handler map", () => {
  it("has a handler for exactly the implemented bff endpoints of the catalogue", () => {
    const implemented = bffEndpointNames.filter((name) => endpoints[name].status === "implemented");
    expect(Object.keys(bffHandlers).sort()).toEqual(implemented.sort());
  });
});

describe("without a session", () => {
  it.each(bffEndpointNames.filter((name) => endpoints[name].scope !== "public"))("%s answers 401", async (name) => {
    const { status, json } = await call(pathOf(name), { method: endpoints[name].method });
    expect(status).toBe(401);
    expect(json).toEqual({ error: "unauthorized", reason: "This call needs a signed-in session." });
  });

  it("answers 401 for a forged session cookie", async () => {
    const { status } = await call("/portal/api/bff/deals", { cookie: "better-auth.session_token=forged.token" });
    expect(status).toBe(401);
  });
});

describe("routing", () => {
  it.each(["/portal/api/bff/nothing-here", "/portal/api/bff/deals/deal-anna-return/nothing", "/portal/api/bff"])("%s is 404", async (path) => {
    const { status, json } = await call(path, { cookie: annaCookie });
    expect(status).toBe(404);
    expect(json).toEqual({ error: "not_found", reason: "Nothing at this path for this customer." });
  });

  it("answers 405 with the allowed methods for a known path", async () => {
    const { status, json, headers } = await call("/portal/api/bff/deals/deal-anna-return/return", { method: "DELETE", cookie: annaCookie });
    expect(status).toBe(405);
    expect(json).toEqual({ error: "method_not_allowed" });
    expect(headers.get("allow")?.split(", ").sort()).toEqual(["GET", "PUT"]);
  });

  it("answers 501 for a planned endpoint called with valid input", async () => {
    // Every endpoint this app serves is implemented (the business portal's company list was the
    // last planned one): the test withdraws that handler to stand for a planned one.
    const handlers = bffHandlers as unknown as Record<string, unknown>;
    const saved = handlers.listCompanies;
    delete handlers.listCompanies;
    try {
      const { status, json } = await call("/portal/api/bff/companies", { method: "GET", cookie: annaCookie });
      expect(status).toBe(501);
      expect(json).toEqual({ error: "not_implemented" });
    } finally {
      handlers.listCompanies = saved;
    }
  });
});

describe("input validation with the catalogue schema", () => {
  it("answers 422 with the reason for a body that breaks the schema", async () => {
    const { status, json } = await call("/portal/api/bff/deals/deal-anna-return/return", {
      method: "PUT",
      cookie: annaCookie,
      body: JSON.stringify({ return_type: "TELEPORT" }),
    });
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: "invalid_request", reason: expect.any(String) });
    const paths = (json as { issues: { path: string }[] }).issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(["preferred_return_date", "return_type"]);
  });

  it("answers 422 for a GET whose query breaks the schema", async () => {
    const { status, json } = await call("/portal/api/bff/active-fleet", { cookie: annaCookie });
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: "invalid_request", issues: [{ path: "car_id" }] });
    // A query value the endpoint reads is refused when it is not one, not ignored.
    const appraisal = await call("/portal/api/bff/deals/deal-anna-return/pre-return-appraisal?selected_date=garbage", { cookie: annaCookie });
    expect(appraisal).toMatchObject({ status: 422, json: { error: "invalid_request", issues: [{ path: "selected_date" }] } });
  });

  // deals.md §7 metadata reads: a malformed postcode is a bad request, not "no dates" (review round 14);
  // none at all is "null values skipped", and an island's is well-formed and gets no dates.
  it.each([
    ["deals/deal-anna-plan/return-metadata?return_type=PICKUP&customer_postcode=", "abc"],
    ["deals/deal-anna-plan/return-metadata?return_type=PICKUP&customer_postcode=", "1234"],
    ["deals/deal-anna-plan/return-metadata?return_type=PICKUP&customer_postcode=", "20259x"],
    ["deals/deal-paul-created/handover-metadata?customer_postcode=", "abc"],
  ])("answers 422 postcode_invalid for %s%s", async (path, postcode) => {
    const cookie = path.includes("paul") ? paulCookie : annaCookie;
    const { status, json } = await call(`/portal/api/bff/${path}${postcode}`, { cookie });
    expect(status).toBe(422);
    expect(json).toMatchObject({ error: "invalid_request", issues: [{ path: "customer_postcode", code: "postcode_invalid" }] });
    const fine = await call(`/portal/api/bff/${path}20259`, { cookie });
    expect(fine.status).toBe(200);
    expect((fine.json as { availabilities: unknown[] }).availabilities.length).toBeGreaterThan(0);
    const none = await call(`/portal/api/bff/${path}`, { cookie });
    expect(none.status).toBe(200);
  });

  it("answers 400 for malformed JSON, and 403 for a body type a cross-site form could send", async () => {
    const malformed = await call("/portal/api/bff/deals/deal-anna-return/mileage-report", { method: "POST", cookie: annaCookie, body: "{ nope" });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ error: "invalid_request", reason: "The body is not valid JSON." });
    const plainText = await call("/portal/api/bff/deals/deal-anna-return/mileage-report", {
      method: "POST",
      cookie: annaCookie,
      body: "current_mileage=1",
      contentType: "text/plain",
    });
    expect(plainText).toMatchObject({ status: 403, json: { error: "forbidden", reason: "This content type is not accepted; send JSON." } });
  });

  it("never answers a stack trace", async () => {
    const { json } = await call("/portal/api/bff/deals/deal-anna-return/mileage-report", { method: "POST", cookie: annaCookie, body: "[" });
    expect(JSON.stringify(json)).not.toMatch(/at .+:\d+:\d+/);
  });
});

describe("implemented endpoints, signed in as Anna", () => {
  it("listDeals answers her deals", async () => {
    const { status, json, headers } = await call("/portal/api/bff/deals", { cookie: annaCookie });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect((json as { id: string }[]).map((deal) => deal.id)).toEqual([
      "deal-anna-active",
      "deal-anna-return",
      "deal-anna-soon",
      "deal-anna-plan",
      "deal-anna-ended",
    ]);
  });

  it("getDeal answers the deal with its derived fields", async () => {
    const { status, json } = await call("/portal/api/bff/deals/deal-anna-return", { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: "deal-anna-return",
      state: "ACTIVE",
      return_type: "PICKUP",
      days_left_to_schedule_return: 30,
      is_return_window_open: true,
    });
  });

  it("getHandover answers the handover data", async () => {
    const { status, json } = await call("/portal/api/bff/deals/deal-anna-active/handover", { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toMatchObject({ slot: { value: "11:00" }, address: { city: "Hamburg", house_number: "57" } });
  });

  it("getReturn answers the return data", async () => {
    const { status, json } = await call("/portal/api/bff/deals/deal-anna-return/return", { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toMatchObject({ type: "PICKUP", contact_name: "Anna Aktiv", address: { zip: "20259" } });
  });

  it("getDocuments answers the documents", async () => {
    const { status, json } = await call("/portal/api/bff/deals/deal-anna-ended/documents", { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toContainEqual(expect.objectContaining({ documentType: "return_protocol", name: "Rückgabeprotokoll" }));
  });

  it("listInvoices answers the invoices in cents", async () => {
    const { status, json } = await call("/portal/api/bff/invoices", { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toHaveLength(6);
    expect((json as { amount: number }[])[0]?.amount).toBe(54_900);
  });

  it.each(["getDeal", "getHandover", "getReturn", "getDocuments", "getOrderStatus", "getReturnStatus", "getDamageReports"] as const)(
    "%s answers a bare 404 for another customer's deal and for an unknown id",
    async (name) => {
      for (const id of ["deal-paul-created", "deal-unknown"]) {
        const { status, json } = await call(pathOf(name, id), { cookie: annaCookie });
        expect(status).toBe(404);
        expect(json).toEqual({ error: "not_found", reason: "Nothing at this path for this customer." });
      }
    },
  );
});

describe("the files behind the download links", () => {
  async function download(path: string, cookie?: string) {
    const headers = new Headers(cookie ? { cookie } : {});
    const response = await dispatch(new Request(`${TEST_ORIGIN}${path}`, { headers }));
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  it.each([
    ["a document", "/portal/api/bff/deals/deal-anna-ended/documents/deal-anna-ended--return_protocol/file", "Rückgabeprotokoll"],
    ["an invoice", "/portal/api/bff/invoices/invoice-anna-1/file", "Rechnung RE-"],
    ["a damage report", "/portal/api/bff/deals/deal-anna-active/damage-reports/damage-report-anna-1/file", "Schadenmeldung"],
    ["a power of attorney", "/portal/api/bff/deals/deal-paul-created/power-of-attorney/file", "Vollmacht zur Fahrzeugübernahme"],
  ])("serves %s to its owner as a PDF attachment that is never sniffed or cached", async (_what, path, title) => {
    const { status, headers, body } = await download(path, path.includes("deal-paul-") ? paulCookie : annaCookie);
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''/);
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(Number(headers.get("content-length"))).toBe(body.length);
    expect(body.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
    expect(body.toString("latin1")).toContain(Buffer.from(title, "latin1").toString("latin1"));
  });

  it("links every listed document, invoice and damage report to a file its owner can download", async () => {
    const documents = (await call("/portal/api/bff/deals/deal-anna-ended/documents", { cookie: annaCookie })).json as { url: string }[];
    const invoices = (await call("/portal/api/bff/invoices", { cookie: annaCookie })).json as { download_url: string }[];
    const reports = (await call("/portal/api/bff/deals/deal-anna-active/damage-reports", { cookie: annaCookie })).json as { download_url: string }[];
    const urls = [...documents.map((d) => d.url), ...invoices.map((i) => i.download_url), ...reports.map((r) => r.download_url)];
    expect(urls.length).toBeGreaterThan(8);
    for (const url of urls) expect((await download(url, annaCookie)).status, url).toBe(200);
  });

  it("answers another customer, and nobody, as if the file did not exist", async () => {
    const paths = [
      "/portal/api/bff/deals/deal-anna-ended/documents/deal-anna-ended--return_protocol/file",
      "/portal/api/bff/invoices/invoice-anna-1/file",
      "/portal/api/bff/deals/deal-anna-active/damage-reports/damage-report-anna-1/file",
      "/portal/api/bff/deals/deal-anna-active/power-of-attorney/file",
      // Anna's own deal with a document id of another deal.
      "/portal/api/bff/deals/deal-anna-active/documents/deal-anna-ended--return_protocol/file",
    ];
    for (const path of paths.slice(0, 4)) {
      const other = await download(path, paulCookie);
      expect(other.status, path).toBe(404);
      expect(JSON.parse(other.body.toString())).toEqual({ error: "not_found", reason: "Nothing at this path for this customer." });
      expect((await download(path)).status, path).toBe(401);
    }
    expect((await download(paths[4]!, annaCookie)).status).toBe(404);
  });
});

describe("the vehicle details status blocks and damage reports", () => {
  const statusPaths = {
    getOrderStatus: "/portal/api/bff/deals/deal-paul-signed/order-status",
    getReturnStatus: "/portal/api/bff/deals/deal-anna-return/return-status",
    getDamageReports: "/portal/api/bff/deals/deal-anna-active/damage-reports",
  } as const;

  it.each(Object.entries(statusPaths))("%s answers 401 without a session", async (_name, path) => {
    const { status, json } = await call(path);
    expect(status).toBe(401);
    expect(json).toEqual({ error: "unauthorized", reason: "This call needs a signed-in session." });
  });

  it("getOrderStatus answers the owner the service's block: order_received drives the verification banner", async () => {
    const { status, json, headers } = await call(statusPaths.getOrderStatus, { cookie: paulCookie });
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(json).toEqual(await getOrderStatus(env.db, "customer-paul", "deal-paul-signed"));
    expect(json).toMatchObject({ status: "order_received", has_early_availability: false, delivery: { address_changeable: true } });
  });

  it("getOrderStatus answers the longer step list for early availability", async () => {
    const { status, json } = await call("/portal/api/bff/deals/deal-paul-verified/order-status", { cookie: paulCookie });
    expect(status).toBe(200);
    expect(json).toMatchObject({ has_early_availability: true, delivery: { availability_confidence: { deviation_in_weeks: 2 } } });
    expect((json as { steps: { key: string }[] }).steps.map((step) => step.key)).toEqual([
      "customer_verified",
      "delivery_confirmation",
      "car_arrived_at_compound",
      "car_ready_for_delivery",
      "car_in_delivery",
      "delivery_completed",
    ]);
  });

  it("getReturnStatus answers the owner the service's block with the pickup variant", async () => {
    const { status, json } = await call(statusPaths.getReturnStatus, { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toEqual(await getReturnStatus(env.db, "customer-anna", "deal-anna-return"));
    expect(json).toMatchObject({ status: "return_confirmed", details: { type: "PICKUP", contact_name: "Anna Aktiv" } });
    expect((json as { steps: unknown[] }).steps).toContainEqual({ key: "return_in_progress", variant: "pickup", reached_at: null });
  });

  it("getDamageReports answers the owner the service's list", async () => {
    const { status, json } = await call(statusPaths.getDamageReports, { cookie: annaCookie });
    expect(status).toBe(200);
    expect(json).toEqual(await listDamageReports(env.db, "customer-anna", "deal-anna-active"));
    expect((json as { repair_status: string }[]).map((report) => report.repair_status)).toEqual(["in_progress", "conducted"]);
  });

  it.each(Object.entries(statusPaths))("%s answers a bare 404 to another customer", async (_name, path) => {
    const otherCustomer = path.includes("deal-paul") ? annaCookie : paulCookie;
    const { status, json } = await call(path, { cookie: otherCustomer });
    expect(status).toBe(404);
    expect(json).toEqual({ error: "not_found", reason: "Nothing at this path for this customer." });
  });
});

describe("unexpected failures", () => {
  it("answer 500 internal_error and are logged on the server only", async () => {
    const failing = createBffDispatcher({
      getDb: () => Promise.reject(new Error("connection refused at db.internal:5432")),
      getSessionCustomer: (headers) => sessionCustomerOf(env.auth, env.db, headers),
      getSessionControl: async () => sessionControlOf(env.auth),
      now: () => TEST_NOW,
    });
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await failing(new Request(`${TEST_ORIGIN}/portal/api/bff/deals`, { headers: { cookie: annaCookie } }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "internal_error" });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});

describe("deal reads that check ownership in their own query (issue 11)", () => {
  it.each([...CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY])("%s is a deal-scoped GET of {id} without input, so nothing answers before its 404", (name) => {
    const endpoint = endpoints[name];
    expect(endpoint).toMatchObject({ method: "GET", scope: "deal", body: null });
    expect(endpoint.path).toMatch(/\/deals\/\{id\}/);
  });

  it.each([...CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY])("%s answers Paul a bare 404 for Anna's deal and a missing one", async (name) => {
    for (const id of ["deal-anna-active", "deal-nobody"]) {
      const response = await dispatch(new Request(`${TEST_ORIGIN}${buildPath(endpoints[name].path, { id })}`, { headers: { cookie: paulCookie } }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "not_found", reason: "Nothing at this path for this customer." });
    }
  });
});
