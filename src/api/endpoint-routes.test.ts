import { readFileSync } from "node:fs";
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
