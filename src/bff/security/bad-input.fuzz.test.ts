import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { endpoints, type Endpoint } from "@/api/endpoints";
import { JSON_BODY_LIMIT } from "../http/body-limit";
import { inputShapeProblem } from "../http/input-shape";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";
import {
  readAnswer,
  requestFor,
  SERVED_ENDPOINTS,
  STATE_CHANGING,
  tableChecksums,
  type SecurityEnv,
  withSecurityEnv,
  isPlanned,
} from "./security-env";

/**
 * Generated invalid payloads to every mutating BFF endpoint never give a
 * 5xx or a stack trace, always a 400 or 422 with a JSON reason, and change no row. It adds
 * the crafted shapes that once gave 500s, generated for bodies, queries and paths: keys of
 * `Object.prototype`, nesting past the depth limit, NUL and control characters, and
 * percent-encoding. FUZZ_RUNS (`npm run fuzz`: 2000) raises the number of runs per endpoint from 100 (CI's budget).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
// The time a test may take grows with its runs: 2000 runs of one endpoint (`npm run fuzz`) took
// past the suite's 30 s on a busy machine, and each timed-out test closed the database under the
// next one's handlers (CONNECTION_ENDED), which is no finding.
vi.setConfig({ testTimeout: Math.max(30_000, RUNS * 150) });

let env: SecurityEnv;
let anna: string;
withSecurityEnv((opened) => ({ env, anna } = opened));

const bff = SERVED_ENDPOINTS.filter((name) => endpoints[name].host === "bff");
const mutating = bff.filter((name) => STATE_CHANGING.has(endpoints[name].method) && endpoints[name].body !== null);
const queried = bff.filter((name) => !STATE_CHANGING.has(endpoints[name].method) && endpoints[name].body !== null);
const withParams = bff.filter((name) => Object.keys(ENDPOINT_EXAMPLES[name].params).length > 0);

const inputOf = (name: ServedEndpoint) => {
  const example = ENDPOINT_EXAMPLES[name];
  return ("input" in example ? example.input : {}) as Record<string, unknown>;
};
const bodyLimitOf = (name: ServedEndpoint) => {
  const { maxBodyBytes = JSON_BODY_LIMIT }: Endpoint = endpoints[name];
  return maxBodyBytes;
};
const byteLength = (body: unknown) => Buffer.byteLength(typeof body === "string" ? body : JSON.stringify(body));
/** No 5xx, except the 501 of a planned endpoint, and never a stack trace. */
const notAServerError = (name: ServedEndpoint, answer: { status: number; text: string }) => {
  expect(answer.status).toBeLessThan(500 + (isPlanned(name) ? 2 : 0));
  expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
};

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
  return fc.oneof(
    mutated,
    notAnObject.map((value) => ({ raw: typeof value === "string" ? value : JSON.stringify(value) })),
  );
}

/** The crafted shapes that once gave 500s. */
const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype);
const prototypeKey = fc.constantFrom(...PROTOTYPE_KEYS);
const controlCharacter = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.constant(0x7f)).map((code) => String.fromCharCode(code));
const around = (middle: fc.Arbitrary<string>) =>
  fc.tuple(fc.string({ maxLength: 12 }), middle, fc.string({ maxLength: 12 })).map((parts) => parts.join(""));
const withNul = around(fc.constant("\u0000"));
const withControl = around(controlCharacter);
/** Control characters a text area cannot produce (free text keeps tab and line breaks). */
const withNonTextControl = around(controlCharacter.filter((character) => !["\t", "\n", "\r"].includes(character)));
const PERCENT_FRAGMENTS = [
  "%00",
  "%0A",
  "%0d",
  "%1B",
  "%7F",
  "%25",
  "%2525",
  "%252F",
  "%2F",
  "%5C",
  "%zz",
  "%",
  "%E0%A4%A",
  "%C0%AF",
  "%FF",
  "%u0000",
  "%2e%2e",
  "..",
  "%20",
  "%3F",
  "%23",
  "%26",
  "%3D",
  "+",
];
/**
 * Text with percent-encoding in it: at least one "%" fragment, wherever it falls among random
 * parts, which alone could join into a valid value (a tracking event's page "/a" was stored).
 * Its "@" is encoded too: the random parts could otherwise join into a valid email address
 * ("a@b" + ".de"), which an email field rightly stores (a flaky newsletter sign-up, and a created
 * company contact, where the test expects nothing written).
 */
const percentText = fc
  .tuple(
    fc.array(fc.oneof(fc.constantFrom(...PERCENT_FRAGMENTS), fc.string({ maxLength: 4 })), { maxLength: 5 }),
    fc.constantFrom(...PERCENT_FRAGMENTS.filter((fragment) => fragment.includes("%"))),
    fc.nat(),
  )
  .map(([parts, encoded, at]) =>
    [...parts.slice(0, at % (parts.length + 1)), encoded, ...parts.slice(at % (parts.length + 1))].join("").replaceAll("@", "%40"),
  );
/** JSON nested past the limit of 32, up to 6,000 deep: arrays (2 bytes a level) or objects (6). */
const deepJson = fc
  .tuple(fc.integer({ min: 33, max: 6_000 }), fc.boolean())
  .map(([depth, objects]) => (objects ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}${"]".repeat(depth)}`));

/** Raw JSON text with `inner` in place of one field's value (or as the body itself). */
function placed(example: Record<string, unknown>, inner: string, where: "body" | "field"): string {
  if (where === "body") return inner;
  return JSON.stringify({ ...example, fuzzed: "__INNER__" }).replace('"__INNER__"', () => inner); // a function: `inner` may hold `$&`
}

/** A key of Object.prototype at the top or nested a few objects down, with any JSON as its value. */
function prototypeKeyBody(example: Record<string, unknown>) {
  return fc.tuple(prototypeKey, fc.jsonValue({ maxDepth: 2 }), fc.integer({ min: 0, max: 3 })).map(([key, value, depth]) => {
    const member = `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`;
    if (depth === 0) return JSON.stringify(example).replace(/^\{/, () => (Object.keys(example).length > 0 ? `{${member},` : `{${member}`));
    return placed(example, `${'{"nested":'.repeat(depth - 1)}{${member}}${"}".repeat(depth - 1)}`, "field");
  });
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
        const schemaAccepts =
          read !== UNREADABLE && inputShapeProblem(read, "no-nul") === null && endpoint.body !== null && endpoint.body.isValidSync(read);
        fc.pre(!schemaAccepts);
        const answer = await readAnswer(await env.fetch(requestFor(name, { cookie: anna, input: body, headers: { origin: TEST_ORIGIN } })));
        expect(byteLength(body) > bodyLimitOf(name) ? [413] : [400, 422]).toContain(answer.status);
        expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.any(String) });
        expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
      }),
      { numRuns: RUNS },
    );
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it(`answers ${Math.min(RUNS, 100)} crafted bodies (prototype keys, deep nesting, NUL) with 400 and a reason, or 413 when too large, writing nothing`, async () => {
    const before = await tableChecksums(env.db);
    const where = fc.constantFrom("body" as const, "field" as const);
    const crafted = fc.oneof(
      prototypeKeyBody(exampleInput).map((body) => ({ body, reason: /^The key ".+" is not allowed\.$/ })),
      fc.tuple(deepJson, where).map(([deep, at]) => ({ body: placed(exampleInput, deep, at), reason: /nested deeper than 32 levels/ })),
      fc
        .tuple(withNul, fc.constantFrom(...Object.keys(exampleInput), "fuzzed"))
        .map(([text, field]) => ({ body: JSON.stringify({ ...exampleInput, [field]: text }), reason: /NUL character/ })),
      fc
        .tuple(withNul, fc.jsonValue({ maxDepth: 1 }))
        .map(([key, value]) => ({ body: JSON.stringify({ ...exampleInput, [key]: value }), reason: /NUL character/ })),
    );
    await fc.assert(
      fc.asyncProperty(crafted, async ({ body, reason }) => {
        const answer = await readAnswer(await env.fetch(requestFor(name, { cookie: anna, input: body, headers: { origin: TEST_ORIGIN } })));
        if (byteLength(body) > bodyLimitOf(name)) {
          expect(answer).toMatchObject({ status: 413, json: { error: "payload_too_large" } });
        } else {
          expect(answer.status).toBe(400);
          expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.stringMatching(reason) });
        }
        notAServerError(name, answer);
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
    expect(await tableChecksums(env.db)).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("answers control characters and percent-encoding in body strings without a 5xx, writing nothing", async () => {
    const before = await tableChecksums(env.db);
    // The example's text fields (ids, dates): none of them is valid with such a value, so nothing is stored.
    // Free text (a comment) takes percent-encoding as the text it is; control characters nowhere.
    const textFields = Object.keys(exampleInput).filter((key) => typeof exampleInput[key] === "string");
    const freeText: readonly string[] = "freeText" in example ? example.freeText : [];
    const strictFields = textFields.length > 0 ? textFields.filter((key) => !freeText.includes(key)) : Object.keys(exampleInput);
    const value = fc.oneof(
      ...(strictFields.length > 0
        ? [fc.tuple(fc.constantFrom(...strictFields), withControl), fc.tuple(fc.constantFrom(...strictFields), percentText)]
        : []),
      ...(freeText.length > 0 ? [fc.tuple(fc.constantFrom(...freeText), withNonTextControl)] : []),
    );
    await fc.assert(
      fc.asyncProperty(value, async ([key, text]) => {
        const answer = await readAnswer(
          await env.fetch(requestFor(name, { cookie: anna, input: { ...exampleInput, [key]: text }, headers: { origin: TEST_ORIGIN } })),
        );
        notAServerError(name, answer);
        // Unknown keys are dropped, so the request may succeed: a file endpoint then sends its PDF.
        if (answer.json === null) expect({ status: answer.status, file: answer.text.startsWith("%PDF-") }).toEqual({ status: 200, file: true });
        else expect(answer.json).toEqual(expect.anything());
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
    expect(await tableChecksums(env.db)).toEqual(before);
  });
});

describe.each(withParams)("%s path parameters", (name) => {
  const example = ENDPOINT_EXAMPLES[name];
  /** The path with `raw` put into every parameter as it is: the URL parser sees the encoding as sent. */
  const rawRequest = (raw: string) => {
    const path = endpoints[name].path.replace(/\{\w+\}/g, raw);
    const input = inputOf(name);
    const hasBody = STATE_CHANGING.has(endpoints[name].method);
    const query = !hasBody && Object.keys(input).length > 0 ? `?${new URLSearchParams(input as Record<string, string>).toString()}` : "";
    return new Request(`${TEST_ORIGIN}${path}${query}`, {
      method: endpoints[name].method,
      headers: { cookie: anna, origin: TEST_ORIGIN, ...(hasBody ? { "content-type": "application/json" } : {}) },
      body: hasBody ? JSON.stringify(input) : undefined,
    });
  };

  it("answers generated invalid path parameters without a 5xx", async () => {
    const before = await tableChecksums(env.db);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (id) => {
        const params = Object.fromEntries(Object.keys(example.params).map((param) => [param, id]));
        notAServerError(name, await readAnswer(await env.fetch(requestFor(name, { cookie: anna, params, headers: { origin: TEST_ORIGIN } }))));
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
    expect(await tableChecksums(env.db)).toEqual(before);
  });

  it("refuses a parameter with a NUL or other control character with 400 and a reason", async () => {
    await fc.assert(
      fc.asyncProperty(withControl, async (id) => {
        const params = Object.fromEntries(Object.keys(example.params).map((param) => [param, id]));
        const answer = await readAnswer(await env.fetch(requestFor(name, { cookie: anna, params, headers: { origin: TEST_ORIGIN } })));
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.stringMatching(/contains a control character/) });
      }),
      { numRuns: Math.min(RUNS, 50) },
    );
  });

  it("answers raw percent-encoding in the path (%25, %2F, %zz, %00, ..) without a 5xx", async () => {
    const before = await tableChecksums(env.db);
    await fc.assert(
      fc.asyncProperty(percentText, async (raw) => {
        notAServerError(name, await readAnswer(await env.fetch(rawRequest(raw))));
      }),
      { numRuns: Math.min(RUNS, 50) },
    );
    expect(await tableChecksums(env.db)).toEqual(before);
  });
});

describe.each(queried)("%s query", (name) => {
  const input = inputOf(name);
  const field = fc.constantFrom(...Object.keys(input), "fuzzed");
  const query = (entries: [string, string][]) => new URLSearchParams([...Object.entries(input as Record<string, string>), ...entries]).toString();
  const get = (search: string) => {
    const url = requestFor(name, { input: null }).url;
    return env.fetch(new Request(`${url}?${search}`, { headers: { cookie: anna } })).then(readAnswer);
  };

  it("refuses prototype keys and control characters with 400 and a reason", async () => {
    const crafted = fc.oneof(
      fc
        .tuple(prototypeKey, fc.string({ maxLength: 10 }))
        .map(([key, value]) => ({ search: query([[key, value]]), reason: /^The key ".+" is not allowed\.$/ })),
      fc.tuple(field, withControl).map(([key, value]) => ({ search: query([[key, value]]), reason: /contains a control character/ })),
    );
    await fc.assert(
      fc.asyncProperty(crafted, async ({ search, reason }) => {
        const answer = await get(search);
        expect(answer.status).toBe(400);
        expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.stringMatching(reason) });
      }),
      { numRuns: Math.min(RUNS, 100) },
    );
  });

  it("answers raw percent-encoding in keys and values without a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(field, percentText, percentText, async (key, value, extra) => {
        const search = `${query([])}&${encodeURIComponent(key)}=${value}&${extra}`;
        const answer = await get(search);
        notAServerError(name, answer);
        // Unknown keys are dropped, so the request may succeed: a file endpoint then sends its PDF.
        if (answer.json === null) expect({ status: answer.status, file: answer.text.startsWith("%PDF-") }).toEqual({ status: 200, file: true });
        else expect(answer.json).toEqual(expect.anything());
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
        const answer = await env.fetch(
          requestFor("postMileageReport", { cookie: anna, input: { current_mileage: latest.mileage + step }, headers: { origin: TEST_ORIGIN } }),
        );
        expect(answer.status).toBe(200);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(mutating.filter((name) => isPlanned(name)))("reach %s, planned: 501 after validation", async (name) => {
    const answer = await env.fetch(requestFor(name, { cookie: anna, headers: { origin: TEST_ORIGIN } }));
    expect(answer.status).toBe(501);
  });
});
