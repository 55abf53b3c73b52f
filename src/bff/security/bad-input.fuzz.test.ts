import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/lib/api/endpoints";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES } from "./endpoint-examples";
import { openSecurityEnv, readAnswer, requestFor, SERVED_ENDPOINTS, STATE_CHANGING, tableChecksums, type SecurityEnv } from "./security-env";

/**
 * Issue 5 "Bad input": generated invalid payloads to every mutating BFF endpoint never give a
 * 5xx or a stack trace, always a 400 or 422 with a JSON reason, and change no row. FUZZ_RUNS
 * (`npm run fuzz`) raises the number of runs per endpoint from 200.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);

let env: SecurityEnv;
let anna: string;

beforeAll(async () => {
  env = await openSecurityEnv();
  anna = await env.signIn("anna.aktiv@demo.portal");
});
afterAll(async () => {
  await env.close();
});

const mutating = SERVED_ENDPOINTS.filter((name) => endpoints[name].host === "bff" && STATE_CHANGING.has(endpoints[name].method) && endpoints[name].body !== null);

/** Values of the wrong kind for any field: what a broken client or an attacker sends. */
const wrongValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 40 }).map((text) => ({ text })),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant(""),
  fc.string({ maxLength: 2_000 }),
);

/** A body that breaks the schema: the example with fields dropped or replaced, or not an object at all. */
function invalidBodyFor(example: Record<string, unknown>) {
  const fields = Object.keys(example);
  const mutated = fc.record(Object.fromEntries(fields.map((field) => [field, fc.option(wrongValue, { nil: undefined })])), { requiredKeys: [] });
  const notAnObject = fc.oneof(fc.string({ maxLength: 200 }), fc.integer(), fc.array(fc.jsonValue(), { maxLength: 3 }), fc.constant("{ nope"));
  return fc.oneof(mutated, notAnObject.map((value) => ({ raw: typeof value === "string" ? value : JSON.stringify(value) })));
}

const UNREADABLE = Symbol("unreadable");

/** An empty body counts as `{}`; anything else the server parses as JSON or refuses with 400. */
function asTheServerReadsIt(raw: string): unknown {
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return UNREADABLE;
  }
}

describe.each(mutating)("%s", (name) => {
  const endpoint = endpoints[name];
  const example = ENDPOINT_EXAMPLES[name];
  const exampleInput = ("input" in example ? example.input : {}) as Record<string, unknown>;

  it(`answers ${RUNS} generated invalid bodies with 400 or 422 and a reason, writing nothing`, async () => {
    const before = await tableChecksums(env.db);
    await fc.assert(
      fc.asyncProperty(invalidBodyFor(exampleInput), async (generated) => {
        const raw = "raw" in generated && typeof generated.raw === "string" ? generated.raw : null;
        const body = raw ?? { ...exampleInput, ...generated };
        // Only what the schema refuses counts as invalid; the rest is the valid case below.
        const read = raw === null ? body : asTheServerReadsIt(raw);
        const schemaAccepts = read !== UNREADABLE && endpoint.body !== null && endpoint.body.isValidSync(read);
        fc.pre(!schemaAccepts);
        const answer = await readAnswer(await env.fetch(requestFor(name, { cookie: anna, input: body, headers: { origin: TEST_ORIGIN } })));
        expect([400, 422]).toContain(answer.status);
        expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.any(String) });
        expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
      }),
      { numRuns: RUNS },
    );
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("answers generated invalid path parameters without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (id) => {
        const params = Object.fromEntries(Object.keys(example.params).map((param) => [param, id]));
        const answer = await env.fetch(requestFor(name, { cookie: anna, params, headers: { origin: TEST_ORIGIN } }));
        expect(answer.status).toBeLessThan(500 + (endpoint.status === "planned" ? 2 : 0));
        expect(answer.status).not.toBe(500);
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
  });
});

describe("valid generated payloads", () => {
  it("succeed for the mileage report: any whole reading from the latest one up", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), async (step) => {
        const latest = (await readAnswer(await env.fetch(requestFor("getActiveFleet", { cookie: anna })))).json as { mileage: number };
        const answer = await env.fetch(requestFor("postMileageReport", { cookie: anna, input: { current_mileage: latest.mileage + step }, headers: { origin: TEST_ORIGIN } }));
        expect(answer.status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(mutating.filter((name) => endpoints[name].status === "planned"))("reach %s, planned: 501 after validation", async (name) => {
    const answer = await env.fetch(requestFor(name, { cookie: anna, headers: { origin: TEST_ORIGIN } }));
    expect(answer.status).toBe(501);
  });
});
