import { describe, expect, it } from "vitest";
import { compileRoutes, matchRoute } from "./route-matcher";

const routes = compileRoutes(
  Object.entries({
    listDeals: { method: "GET", path: "/api/bff/deals" },
    getDeal: { method: "GET", path: "/api/bff/deals/{id}" },
    getReturn: { method: "GET", path: "/api/bff/deals/{id}/return" },
    putReturn: { method: "PUT", path: "/api/bff/deals/{id}/return" },
    getDocuments: { method: "GET", path: "/api/bff/deals/{id}/documents" },
    getScheduleServiceUrl: { method: "GET", path: "/api/bff/deals/schedule-service/{carId}" },
    getMileagePackages: { method: "GET", path: "/api/bff/deals/{id}/mileage_packages" },
  }),
);

describe("matchRoute", () => {
  it.each([
    ["GET", "/api/bff/deals", "listDeals", {}],
    ["GET", "/api/bff/deals/deal-1", "getDeal", { id: "deal-1" }],
    ["GET", "/api/bff/deals/deal%201", "getDeal", { id: "deal 1" }],
    ["GET", "/api/bff/deals/deal-1/return", "getReturn", { id: "deal-1" }],
    ["PUT", "/api/bff/deals/deal-1/return", "putReturn", { id: "deal-1" }],
    ["GET", "/api/bff/deals/deal-1/mileage_packages", "getMileagePackages", { id: "deal-1" }],
    ["GET", "/api/bff/deals/schedule-service/car-9", "getScheduleServiceUrl", { carId: "car-9" }],
    // More literal segments win over a parameter that would also match.
    ["GET", "/api/bff/deals/schedule-service/documents", "getScheduleServiceUrl", { carId: "documents" }],
  ])("%s %s is %s", (method, path, name, params) => {
    expect(matchRoute(routes, method, path)).toEqual({ kind: "matched", name, params });
  });

  it("lists the allowed methods when the path exists but the method does not", () => {
    expect(matchRoute(routes, "DELETE", "/api/bff/deals/deal-1/return")).toEqual({
      kind: "method_not_allowed",
      allowed: expect.arrayContaining(["GET", "PUT"]),
    });
  });

  it.each([
    "/api/bff",
    "/api/bff/deal",
    "/api/bff/deals/deal-1/unknown",
    "/api/bff/deals/a/b/c",
    "/api/bff/deals//return",
    "/api/bff/deals/%E0%A4%A/return", // broken percent-encoding
    "/other/api/bff/deals",
  ])("%s is not found", (path) => {
    expect(matchRoute(routes, "GET", path)).toEqual({ kind: "not_found" });
  });

  it.each(["/api/bff/deals/deal%00x", "/api/bff/deals/deal%0A/return", "/api/bff/deals/%1F", "/api/bff/deals/schedule-service/car%7F"])(
    "%s names a parameter with a control character",
    (path) => {
      expect(matchRoute(routes, "GET", path)).toMatchObject({ kind: "invalid_param" });
    },
  );

  it("treats regular-expression characters in templates literally", () => {
    const [route] = compileRoutes([["dotted", { method: "GET", path: "/a.b/{x}" }]]);
    expect(route && matchRoute([route], "GET", "/aXb/1")).toEqual({ kind: "not_found" });
    expect(route && matchRoute([route], "GET", "/a.b/1")).toEqual({ kind: "matched", name: "dotted", params: { x: "1" } });
  });
});
