import type * as yup from "yup";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "@/api/endpoints";
import { TEST_ORIGIN } from "../testing/seeded-test-env";
import { ENDPOINT_EXAMPLES, type ServedEndpoint } from "./endpoint-examples";
import { openSecurityEnv, readAnswer, requestFor, SERVED_ENDPOINTS, STATE_CHANGING, tableChecksums, type SecurityEnv } from "./security-env";

/**
 * Crafted input that once gave unhandled 500s, and loosely parsed numbers, as a security
 * probe sent them, to every BFF endpoint they apply to: each is a 400 or 422 with a reason, and
 * nothing is written. The fuzzing suite (`bad-input.fuzz.test.ts`) generates more of each shape.
 */
let env: SecurityEnv;
let anna: string;
let before: Record<string, string>;

beforeAll(async () => {
  env = await openSecurityEnv();
  anna = await env.signIn("anna.aktiv@demo.portal");
  before = await tableChecksums(env.db);
});
afterAll(async () => {
  // Not one of the requests below changed a row.
  expect(await tableChecksums(env.db)).toEqual(before);
  await env.close();
});

const bff = SERVED_ENDPOINTS.filter((name) => endpoints[name].host === "bff");
const withBody = bff.filter((name) => STATE_CHANGING.has(endpoints[name].method) && endpoints[name].body !== null);
const withQuery = bff.filter((name) => !STATE_CHANGING.has(endpoints[name].method) && endpoints[name].body !== null);
const withParams = bff.filter((name) => Object.keys(ENDPOINT_EXAMPLES[name].params).length > 0);
const exampleOf = (name: ServedEndpoint): Record<string, unknown> => {
  const example = ENDPOINT_EXAMPLES[name];
  return "input" in example ? example.input : {};
};

async function send(name: ServedEndpoint, options: Parameters<typeof requestFor>[1]) {
  return readAnswer(await env.fetch(requestFor(name, { cookie: anna, ...options, headers: { origin: TEST_ORIGIN, ...options?.headers } })));
}

function expectRefused(answer: { status: number; json: unknown; text: string }, status: 400 | 422, reason: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.json).toMatchObject({ error: "invalid_request", reason: expect.stringMatching(reason) });
  expect(answer.text).not.toMatch(/\bat .+:\d+:\d+/);
}

describe("prototype keys in a JSON body (yup's cast crashed on them)", () => {
  const raw = (name: ServedEndpoint, key: string, value: unknown) =>
    JSON.stringify(exampleOf(name)).replace(/^\{/, `{${JSON.stringify(key)}:${JSON.stringify(value)},`);

  it.each(
    withBody.flatMap(
      (name) =>
        [
          [name, "__proto__", { polluted: true }],
          [name, "__proto__", 1],
          [name, "constructor", { prototype: { polluted: true } }],
          [name, "constructor", 1],
          [name, "toString", "x"],
        ] as const,
    ),
  )("%s refuses the key %s (%j) with 400", async (name, key, value) => {
    expectRefused(await send(name, { input: raw(name, key, value) }), 400, new RegExp(`key "${key}"`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe("a prototype key in a BFF query (constructor=1)", () => {
  it.each(withQuery.flatMap((name) => ["constructor", "__proto__", "hasOwnProperty"].map((key) => [name, key] as const)))(
    "%s refuses ?%s=1 with 400",
    async (name, key) => {
      expectRefused(await send(name, { input: { ...exampleOf(name), [key]: "1" } }), 400, new RegExp(`key "${key}"`));
    },
  );
});

describe("JSON nested 5,000 deep (validation overflowed the stack)", () => {
  const deep = "[".repeat(5_000) + "]".repeat(5_000);

  it.each(withBody)("%s refuses it as the body and in a field with 400", async (name) => {
    expectRefused(await send(name, { input: deep }), 400, /nested deeper than 32/);
    const [field = "x"] = Object.keys(exampleOf(name));
    expectRefused(
      await send(name, { input: JSON.stringify({ ...exampleOf(name), [field]: "__DEEP__" }).replace('"__DEEP__"', deep) }),
      400,
      /nested deeper than 32/,
    );
  });
});

describe("NUL and control characters (PostgreSQL 22021)", () => {
  it.each(withParams.flatMap((name) => ["%00", "%0A", "%1B", "%7F"].map((encoded) => [name, encoded] as const)))(
    "%s refuses a path parameter with %s with 400",
    async (name, encoded) => {
      const params = Object.fromEntries(
        Object.entries(ENDPOINT_EXAMPLES[name].params).map(([param, id]) => [param, `${id}${decodeURIComponent(encoded)}x`]),
      );
      expectRefused(await send(name, { params }), 400, /path parameter \w+ contains a control character/);
    },
  );

  it.each(withQuery)("%s refuses a query value with NUL with 400", async (name) => {
    const [field = "x"] = Object.keys(exampleOf(name));
    expectRefused(await send(name, { input: { ...exampleOf(name), [field]: "a\u0000b" } }), 400, /contains a control character/);
  });

  it.each(
    withBody.flatMap((name) =>
      Object.entries(exampleOf(name))
        .filter(([, value]) => typeof value === "string")
        .map(([field]) => [name, field] as const),
    ),
  )("%s refuses NUL in %s with 400", async (name, field) => {
    expectRefused(await send(name, { input: { ...exampleOf(name), [field]: "a\u0000b" } }), 400, /contains a NUL character/);
  });
});

describe("numbers on the wire are JSON integers or digit strings, nothing else (issue 9 item 9)", () => {
  const numericFields = withBody.flatMap((name) =>
    Object.entries(exampleOf(name))
      .filter(([, value]) => typeof value === "number")
      .map(([field]) => [name, field] as const),
  );

  it("finds the numeric fields of the BFF's bodies", () => {
    expect(numericFields).toEqual(
      expect.arrayContaining([
        ["postMileageReport", "current_mileage"],
        ["postProlongation", "term"],
        ["putMileagePackages", "mileage_package"],
      ]),
    );
  });

  it("leaves no loosely casting yup.number() in the catalogue", () => {
    const loose = Object.entries(endpoints).flatMap(([name, endpoint]) => {
      const fields = endpoint.body ? (endpoint.body.describe() as yup.SchemaObjectDescription).fields : {};
      return Object.entries(fields ?? {}).flatMap(([field, description]) => (description.type === "number" ? [`${name}.${field}`] : []));
    });
    expect(loose).toEqual([]);
  });

  /** The probe's values, plus fractions: of a whole number any, of an amount those below a cent. */
  const looseValues = (name: ServedEndpoint, field: string): unknown[] => {
    const description = (endpoints[name].body?.describe() as yup.SchemaObjectDescription | undefined)?.fields[field];
    const isAmount = description !== undefined && "tests" in description && description.tests.some((test) => test.name === "amount");
    return ["0x10", "1e5", [20], " 20 ", "", true, null, ...(isAmount ? ["20.001", 20.001] : ["20.0", 20.5])];
  };

  it.each(numericFields.flatMap(([name, field]) => looseValues(name, field).map((value) => [name, field, value] as const)))(
    "%s refuses %s = %j with 422",
    async (name, field, value) => {
      const answer = await send(name, { input: { ...exampleOf(name), [field]: value } });
      expectRefused(answer, 422, new RegExp(field));
      expect((answer.json as { issues: unknown[] }).issues).toContainEqual(
        expect.objectContaining({ path: field, code: expect.stringMatching(/^(integer|amount|required)$/) }),
      );
    },
  );

  it("stores no mileage from them: the latest reading stays", async () => {
    const latest = async () => (await send("getActiveFleet", {})).json;
    const was = await latest();
    for (const value of ["0x10", "1e5", [20], " 20 ", "99999.5"]) {
      expect((await send("postMileageReport", { input: { current_mileage: value } })).status).toBe(422);
    }
    expect(await latest()).toEqual(was);
  });
});

describe("a chat message that only looks like text (issue 35 item 9)", () => {
  it.each([
    ["zero-width space, right-to-left override, byte-order mark", "\u200b\u202e\ufeff"],
    ["joiners and isolates between spaces", " \u200c \u200d\u2066\u2069 "],
    ["one letter among invisible ones", "\u200bH\u200b\ufeff"],
  ])("%s: 422 with the text's code, nothing written", async (_, text) => {
    const written = await tableChecksums(env.db);
    const answer = await send("postChatMessage", { input: { text } });
    expectRefused(answer, 422, /text/);
    expect((answer.json as { issues: unknown[] }).issues).toContainEqual(
      expect.objectContaining({ path: "text", code: expect.stringMatching(/^(required|min)$/) }),
    );
    expect(await tableChecksums(env.db)).toEqual(written);
  });
});
