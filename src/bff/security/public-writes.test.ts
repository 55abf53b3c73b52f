import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type Endpoint, type EndpointName } from "@/api/endpoints";
import { EndpointThrottles } from "../http/request-throttle";
import { openSecurityEnv, readAnswer, requestFor, SERVED_ENDPOINTS, STATE_CHANGING, tableChecksums, type SecurityEnv } from "./security-env";

/**
 * A public write (no session needed) costs the portal something per call: the AI search may ask a
 * language model, a newsletter sign-up sends a mail, a tracking event is a stored row. Each has an
 * allowance per client address and minute in the catalogue (`perClientPerMinute`), and past it the
 * dispatcher answers 429 with `Retry-After` and a reason before it reads the body: nothing is
 * written, and another client is not affected.
 */
const publicWrites = SERVED_ENDPOINTS.filter((name) => {
  const endpoint: Endpoint = endpoints[name];
  return endpoint.host === "bff" && endpoint.scope === "public" && STATE_CHANGING.has(endpoint.method) && endpoint.status === "implemented";
});

const CLIENT = "x-test-client";
const NOW_MS = 1_000_000;
const throttles = new EndpointThrottles();
let env: SecurityEnv;

beforeAll(async () => {
  env = await openSecurityEnv({
    throttle: (name, perMinute, request) => throttles.take(name, perMinute, request.headers.get(CLIENT) ?? "?", NOW_MS),
  });
});
afterAll(async () => {
  await env?.close();
});

const allowanceOf = (name: EndpointName) => (endpoints[name] as Endpoint).perClientPerMinute;

it("finds the public writes: the AI search, the newsletter's sign-up and confirmation, the tracking collector", () => {
  expect(publicWrites).toEqual(["postAiSearch", "postNewsletterConfirmation", "postNewsletterSignUp", "postTrackingEvent"]);
});

describe.each(publicWrites)("%s", (name) => {
  it("has an allowance per client and minute", () => {
    expect(allowanceOf(name)).toBeGreaterThan(0);
  });

  it("past it, answers 429 with Retry-After and a reason, writes nothing, and lets another client through", async () => {
    const allowance = allowanceOf(name) ?? 0;
    const client = `used-up-${name}`;
    // The allowance used up within the minute (calls the handlers would answer).
    for (let call = 0; call < allowance; call++) expect(throttles.take(name, allowance, client, NOW_MS)).toBeNull();
    const before = await tableChecksums(env.db);
    const refused = await readAnswer(await env.fetch(requestFor(name, { headers: { [CLIENT]: client } })));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: "too_many_requests", reason: expect.stringMatching(/^Too many requests; try again in \d+ s\.$/) });
    expect(await tableChecksums(env.db)).toEqual(before);

    const retry = await env.fetch(requestFor(name, { headers: { [CLIENT]: client } }));
    expect(Number(retry.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    await retry.body?.cancel();
    const other = await env.fetch(requestFor(name, { headers: { [CLIENT]: `fresh-${name}` } }));
    // The handler's own answer (the confirmation's example token is unknown: 404).
    expect(other.status).toBe(name === "postNewsletterConfirmation" ? 404 : 200);
    await other.body?.cancel();
  });
});
