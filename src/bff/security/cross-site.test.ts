import { describe, expect, it } from "vitest";
import { endpoints } from "@/api/endpoints";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES } from "./endpoint-examples";
import { readAnswer, requestFor, SERVED_ENDPOINTS, STATE_CHANGING, tableChecksums, type SecurityEnv, withSecurityEnv } from "./security-env";

/**
 * Every state-changing endpoint refuses what another site's page
 * could send with the customer's cookie, with 403 and without writing; a GET writes nothing.
 */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

const stateChanging = SERVED_ENDPOINTS.filter((name) => STATE_CHANGING.has(endpoints[name].method));
const reads = SERVED_ENDPOINTS.filter((name) => !STATE_CHANGING.has(endpoints[name].method));

it("every example is valid by its endpoint's schema, so a refusal below is for the attack alone", () => {
  for (const name of SERVED_ENDPOINTS) {
    const example = ENDPOINT_EXAMPLES[name];
    const schema = endpoints[name].body;
    if (schema) expect(() => schema.validateSync("input" in example ? example.input : {}), name).not.toThrow();
  }
});

describe.each([
  ["a foreign Origin", { headers: { origin: "https://evil.example" } }],
  ["Sec-Fetch-Site: cross-site", { headers: { "sec-fetch-site": "cross-site" } }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { headers: { "sec-fetch-site": "same-site", origin: "https://shop.portal.example" } }],
  ["a text/plain body carrying JSON", { headers: { origin: TEST_ORIGIN }, contentType: "text/plain" }],
  ["a form-encoded body", { headers: { origin: TEST_ORIGIN }, contentType: "application/x-www-form-urlencoded" }],
] as const)("%s", (_attack, options) => {
  // A DELETE carries no body, and no other site can send one without a CORS preflight anyway.
  const targets = "contentType" in options ? stateChanging.filter((name) => endpoints[name].method !== "DELETE") : stateChanging;
  it.each(targets)("%s is refused with 403 and writes nothing", async (name) => {
    const before = await tableChecksums(env.db);
    const example = ENDPOINT_EXAMPLES[name];
    const input = "input" in example ? example.input : {};
    const answer = await readAnswer(await env.fetch(requestFor(name, { cookie: anna, input, ...options })));
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ error: "forbidden", reason: expect.any(String) });
    expect(await tableChecksums(env.db)).toEqual(before);
  });
});

it.each(reads)("GET %s writes nothing", async (name) => {
  const before = await tableChecksums(env.db);
  const answer = await env.fetch(requestFor(name, { cookie: anna }));
  expect(answer.status === 501 || answer.status < 500, `${name} answered ${answer.status}`).toBe(true);
  expect(await tableChecksums(env.db)).toEqual(before);
});

it("lets the portal's own page write (same origin, JSON)", async () => {
  const answer = await env.fetch(
    requestFor("postMileageReport", { cookie: anna, headers: { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" } }),
  );
  expect(answer.status).toBe(200);
});
