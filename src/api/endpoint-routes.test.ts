import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { endpointRoutesSource } from "./endpoint-routes-source";
import { buildPath, ENDPOINT_ROUTES } from "./endpoint-routes";
import { endpoints } from "./endpoints";

describe("the endpoint routes of the typed client", () => {
  it("are what the catalogue says (else run `npx tsx scripts/api/endpoint-routes.ts`)", () => {
    expect(readFileSync("src/api/endpoint-routes.ts", "utf8")).toBe(endpointRoutesSource());
    for (const [name, { method, path }] of Object.entries(endpoints))
      expect(ENDPOINT_ROUTES[name as keyof typeof endpoints]).toEqual({ method, path });
  });

  it("fill each placeholder, encoded as one path segment, and refuse a missing one", () => {
    expect(buildPath(ENDPOINT_ROUTES.getDeal.path, { id: "deal a/b" })).toBe("/portal/api/bff/deals/deal%20a%2Fb");
    expect(() => buildPath(ENDPOINT_ROUTES.getDeal.path)).toThrow('Missing path parameter "id"');
  });
});

describe("the catalogue's parts (api/endpoints/<domain>.ts)", () => {
  it("name each endpoint once: no part's entry hides another's when they are merged", async () => {
    const files = readdirSync("src/api/endpoints").filter((file) => file !== "define.ts" && !file.endsWith(".test.ts"));
    const parts = await Promise.all(
      files.map(async (file) => Object.keys(Object.values((await import(`./endpoints/${file}`)) as Record<string, object>)[0]!)),
    );
    const names = parts.flat();
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(Object.keys(endpoints).length);
  });
});
