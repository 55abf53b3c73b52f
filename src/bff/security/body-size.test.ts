import { describe, expect, it } from "vitest";
import { buildPath, endpoints, type Endpoint } from "@/api/endpoints";
import { JSON_BODY_LIMIT } from "../http/body-limit";
import { stripeClient } from "../account/payment-gateway";
import { handleStripeWebhook, WEBHOOK_BODY_LIMIT } from "../http/stripe-webhook";
import { TEST_NOW, TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";
import { readAnswer, SERVED_ENDPOINTS, STATE_CHANGING, tableChecksums, type SecurityEnv, withSecurityEnv, isPlanned } from "./security-env";

/**
 * A 100 MB body was read whole. Every state-changing BFF
 * endpoint refuses a body over its limit (16 KB of JSON; an upload its file limit plus the
 * multipart overhead) with 413 and a JSON reason: a declared Content-Length before a byte is
 * read, a streamed (chunked) body as soon as it passes the limit. Nothing is written.
 */
let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

const writing = SERVED_ENDPOINTS.filter((name) => endpoints[name].host === "bff" && STATE_CHANGING.has(endpoints[name].method));
const limitOf = (name: ServedEndpoint) => {
  const { maxBodyBytes = JSON_BODY_LIMIT }: Endpoint = endpoints[name];
  return maxBodyBytes;
};

const CHUNK = 1024;
const HUNDRED_MB = 100 * 1024 * 1024;

/** A body of `totalBytes` of JSON-ish filler streamed in 1 KB chunks, counting what was pulled. */
function streamedBody(totalBytes: number) {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled * CHUNK >= totalBytes) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulledBytes: () => pulled * CHUNK };
}

/** A request of the endpoint whose body streams `totalBytes` (`streamedBody`). */
function streamedRequest(name: ServedEndpoint, totalBytes: number, headers: Record<string, string> = {}) {
  const { body, pulledBytes } = streamedBody(totalBytes);
  const url = `${TEST_ORIGIN}${buildPath(endpoints[name].path, ENDPOINT_EXAMPLES[name].params)}`;
  const request = new Request(url, {
    method: endpoints[name].method,
    headers: { cookie: anna, origin: TEST_ORIGIN, "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulledBytes };
}

it("has limits: 16 KB for JSON, the damage photo's 6 MB plus multipart room for its upload", () => {
  expect(JSON_BODY_LIMIT).toBe(16_384);
  expect(limitOf("postMileageReport")).toBe(16_384);
  expect(limitOf("postDamageImage")).toBe(6_291_456 + 65_536);
});

describe.each(writing)("%s", (name) => {
  const limit = limitOf(name);

  it("refuses a declared Content-Length over its limit with 413 without reading the body", async () => {
    const before = await tableChecksums(env.db);
    const { request, pulledBytes } = streamedRequest(name, HUNDRED_MB, { "content-length": String(HUNDRED_MB) });
    const answer = await readAnswer(await env.fetch(request));
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: "payload_too_large", reason: expect.stringMatching(/larger than/), limit });
    expect(pulledBytes()).toBe(0);
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("stops a streamed 100 MB body at its limit", async () => {
    const before = await tableChecksums(env.db);
    const { request, pulledBytes } = streamedRequest(name, HUNDRED_MB);
    const answer = await readAnswer(await env.fetch(request));
    expect(pulledBytes()).toBeLessThanOrEqual(limit + CHUNK);
    if (endpoints[name].body === null) {
      // Takes no input: the body is never read, and the answer is the endpoint's own.
      expect(pulledBytes()).toBe(0);
      expect(answer.status).toBeLessThan(500 + (isPlanned(name) ? 2 : 0));
    } else {
      expect(answer.status).toBe(413);
      expect(answer.json).toMatchObject({ error: "payload_too_large", limit });
    }
    expect(await tableChecksums(env.db)).toEqual(before);
  });
});

it.each(writing.filter((name) => endpoints[name].body !== null))("%s reads a body of exactly its limit", async (name) => {
  const { request } = streamedRequest(name, limitOf(name));
  // Whitespace only: read whole, then an empty body, which the schema judges (never a 413).
  expect((await env.fetch(request)).status).not.toBe(413);
});

describe("the Stripe webhook (issue 35 B2)", () => {
  const deps = () => ({ db: env.db, client: stripeClient("sk_test_portal"), webhookSecret: "whsec_test_portal", now: TEST_NOW });
  function streamedWebhook(totalBytes: number, headers: Record<string, string> = {}) {
    const { body, pulledBytes } = streamedBody(totalBytes);
    const request = new Request(`${TEST_ORIGIN}/portal/api/stripe/webhook`, {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=unchecked", ...headers },
      body,
      duplex: "half",
    } as RequestInit);
    return { request, pulledBytes };
  }

  it("stops a streamed 100 MB body at its limit with 413", async () => {
    const before = await tableChecksums(env.db);
    const { request, pulledBytes } = streamedWebhook(HUNDRED_MB);
    const answer = await readAnswer(await handleStripeWebhook(request, deps()));
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ error: "payload_too_large", limit: WEBHOOK_BODY_LIMIT });
    expect(pulledBytes()).toBeLessThanOrEqual(WEBHOOK_BODY_LIMIT + CHUNK);
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("refuses a declared length over the limit, and a body without a signature, before reading", async () => {
    const declared = streamedWebhook(HUNDRED_MB, { "content-length": String(HUNDRED_MB) });
    expect((await handleStripeWebhook(declared.request, deps())).status).toBe(413);
    expect(declared.pulledBytes()).toBe(0);
    const unsigned = streamedWebhook(HUNDRED_MB);
    unsigned.request.headers.delete("stripe-signature");
    expect((await handleStripeWebhook(unsigned.request, deps())).status).toBe(400);
    expect(unsigned.pulledBytes()).toBe(0);
  });
});
