import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSeededTestEnv, signIn, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let paul: string;
const cookies = new Map<string, string>();

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  paul = await signIn(env.auth, "paul.plan@demo.portal");
  for (const email of ["anna.aktiv@demo.portal", "vera.versichert@demo.portal"]) cookies.set(email, await signIn(env.auth, email));
});
afterAll(async () => {
  await env.close();
});

/** The call a client makes after the 308 of lib/spec-api-redirects.ts: same method and body, its own cookie. */
async function post(path: string, body: unknown, { cookie, origin = TEST_ORIGIN }: { cookie?: string; origin?: string }) {
  const headers = new Headers({ origin, "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  const response = await dispatch(new Request(`${TEST_ORIGIN}${path}`, { method: "POST", headers, body: JSON.stringify(body) }));
  return response.status;
}

// From each spec path outside the base path to where it is redirected (src/lib/spec-api-redirects.test.ts),
// with a body the owner's call answers without writing anything.
describe.each([
  {
    spec: "/api/deal/{id}/mileage-report",
    to: "/portal/api/bff/deals/deal-anna-active/mileage-report",
    owner: "anna.aktiv@demo.portal",
    valid: { current_mileage: 7_015 },
    ownersAnswer: [{ current_mileage: -1 }, 422],
  },
  {
    spec: "/api/addons",
    to: "/portal/api/addons",
    owner: "vera.versichert@demo.portal",
    valid: { productId: "vw-id3-pro-s", subscriptionId: "deal-vera-active" },
    ownersAnswer: [{ productId: "vw-id3-pro-s", subscriptionId: "deal-vera-active" }, 200],
  },
  {
    spec: "/api/addons/attach",
    to: "/portal/api/addons/attach",
    owner: "vera.versichert@demo.portal",
    valid: { subscriptionId: "deal-vera-active", addonId: "mileage-500" },
    ownersAnswer: [{ subscriptionId: "deal-vera-active" }, 422],
  },
  {
    spec: "/api/addons/cancel",
    to: "/portal/api/addons/cancel",
    owner: "vera.versichert@demo.portal",
    valid: { subscriptionId: "deal-vera-active", addonId: "mileage-500" },
    ownersAnswer: [{ subscriptionId: "deal-vera-active" }, 422],
  },
] as const)("$spec, sent on to $to, keeps the endpoint's checks (deals.md §7)", ({ to, owner, valid, ownersAnswer: [body, status] }) => {
  it("refuses another origin (403), no session (401) and another customer's deal (404)", async () => {
    const cookie = cookies.get(owner)!;
    expect(await post(to, valid, { cookie, origin: "https://evil.example" })).toBe(403);
    expect(await post(to, valid, {})).toBe(401);
    expect(await post(to, valid, { cookie: paul })).toBe(404);
  });

  it("answers the owner as the endpoint does", async () => {
    expect(await post(to, body, { cookie: cookies.get(owner)! })).toBe(status);
  });
});
