import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { endpoints } from "@/api/endpoints";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";
import { openSecurityEnv, readAnswer, requestFor, SERVED_ENDPOINTS, type SecurityEnv } from "./security-env";

/**
 * Over every served endpoint of the catalogue: no session is 401;
 * another customer never sees an object of Anna's; a signed-out session is 401; and the headers
 * of Next's internal requests change nothing.
 */
let env: SecurityEnv;
let anna: string;
let paul: string;

beforeAll(async () => {
  env = await openSecurityEnv();
  anna = await env.signIn("anna.aktiv@demo.portal");
  paul = await env.signIn("paul.plan@demo.portal");
});
afterAll(async () => {
  await env.close();
});

const SPOOF_HEADERS: Record<string, string>[] = [
  {},
  { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" },
  { "x-nextjs-data": "1" },
];
const scoped = SERVED_ENDPOINTS.filter((name) => endpoints[name].scope !== "public");
/** Endpoints whose path names one of Anna's objects: another customer must get a bare 404. */
const objectPaths = scoped.filter((name) => Object.keys(ENDPOINT_EXAMPLES[name].params).some((param) => param !== "type"));
const ANNAS_IDS = [
  "deal-anna-active",
  "deal-anna-ended",
  "deal-anna-return",
  "car-anna-id3",
  "invoice-anna-1",
  "damage-report-anna-1",
  "Anna",
  "Aktiv",
  "RE-",
];

/** The dispatcher checks the deal of every deal-scoped path with an `{id}` itself, planned or not. */
const dispatcherChecksOwnership = (name: ServedEndpoint) => endpoints[name].scope === "deal" && "id" in ENDPOINT_EXAMPLES[name].params;

const send = (name: ServedEndpoint, cookie?: string, headers: Record<string, string> = {}) =>
  env.fetch(requestFor(name, { cookie, headers: { origin: TEST_ORIGIN, ...headers } })).then(readAnswer);

describe("every deal- and account-scoped endpoint", () => {
  it("has an example request (a new endpoint without one fails typecheck and this test)", () => {
    const served = Object.entries(endpoints)
      .filter(([, endpoint]) => endpoint.host === "bff" || endpoint.host === "auth")
      .map(([name]) => name);
    expect(SERVED_ENDPOINTS).toEqual(served.sort());
  });

  describe.each(SPOOF_HEADERS.map((headers) => [Object.keys(headers)[0] ?? "plain", headers] as const))("with %s headers", (_label, headers) => {
    it.each(scoped)("%s answers 401 without a session", async (name) => {
      const answer = await send(name, undefined, headers);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(
        name === "postChangePassword" ? expect.anything() : { error: "unauthorized", reason: "This call needs a signed-in session." },
      );
    });

    it.each(objectPaths.filter((name) => endpoints[name].host === "bff"))("%s answers another customer a bare 404", async (name) => {
      const answer = await send(name, paul, headers);
      if (dispatcherChecksOwnership(name) || endpoints[name].status === "implemented") {
        expect(answer).toMatchObject({ status: 404, json: { error: "not_found", reason: "Nothing at this path for this customer." } });
      } else {
        // A planned endpoint whose object is not a deal (a driver, a company, a car) answers 501
        // to everyone until it lands; then its handler's check is held to the 404 above.
        expect(answer).toMatchObject({ status: 501, json: { error: "not_implemented" } });
      }
    });

    it.each(scoped.filter((name) => endpoints[name].host === "bff"))("%s shows another customer nothing of Anna's", async (name) => {
      const answer = await send(name, paul, headers);
      for (const id of ANNAS_IDS) expect(answer.text).not.toContain(id);
    });
  });

  it.each(scoped.filter((name) => endpoints[name].host === "bff"))("%s answers 401 once the session is signed out", async (name) => {
    const cookie = await env.signIn("anna.aktiv@demo.portal");
    const signOut = await env.fetch(
      new Request(`${TEST_ORIGIN}/portal/api/auth/sign-out`, { method: "POST", headers: { cookie, origin: TEST_ORIGIN } }),
    );
    expect(signOut.status).toBe(200);
    expect((await send(name, cookie)).status).toBe(401);
  });

  it("answers 401 for an expired session", async () => {
    const cookie = await env.signIn("anna.aktiv@demo.portal");
    const token = decodeURIComponent(cookie.split("=")[1]!.split(".")[0]!);
    const { session } = await import("../db/schema");
    const { eq } = await import("drizzle-orm");
    const [row] = await env.db.select({ expiresAt: session.expiresAt }).from(session).where(eq(session.token, token));
    expect((await send("listDeals", cookie)).status).toBe(200);
    // The session lives in the session storage as well as in its row: it expires by the
    // clock, in both, so the clock moves past its end.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(row!.expiresAt.getTime() + 1_000);
      expect((await send("listDeals", cookie)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("still answers Anna herself", async () => {
    expect((await send("getDeal", anna)).status).toBe(200);
  });
});
