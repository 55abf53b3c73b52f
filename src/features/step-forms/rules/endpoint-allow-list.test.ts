import { describe, expect, it } from "vitest";
import { endpoints } from "@/api/endpoints";
import { isAllowedFormEndpoint, isAllowedFormPath } from "./endpoint-allow-list";

describe("the form allow-list reads the generated route table", () => {
  it("every catalogue path under /portal/api/bff/ is served by the BFF, so the prefix stands for the host", () => {
    const underPrefix = Object.entries(endpoints).filter(([, endpoint]) => endpoint.path.startsWith("/portal/api/bff/"));
    expect(underPrefix.length).toBeGreaterThan(50);
    expect(underPrefix.filter(([, endpoint]) => endpoint.host !== "bff").map(([name]) => name)).toEqual([]);
  });

  it.each([
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "POST", true],
    ["/portal/api/bff/deals/{subscription_id}/mileage-report", "DELETE", false],
    ["/portal/api/bff/deals/{id}/mileage-report", "POST", false],
    ["/portal/api/addons", "POST", false],
    ["/portal/api/bff/nowhere", "POST", false],
  ] as const)("%s with %s: %s", (template, method, allowed) => {
    expect(isAllowedFormEndpoint(template, method, [])).toBe(allowed);
  });

  it.each([
    ["/portal/api/bff/deals/deal-1/mileage-report", "POST", true],
    ["/portal/api/bff/deals/deal-1/../x", "POST", false],
    ["/portal/api/bff/deals/deal-1/mileage-report?x=1", "POST", false],
  ] as const)("the filled-in path %s with %s: %s", (path, method, allowed) => {
    expect(isAllowedFormPath(path, method)).toBe(allowed);
  });
});
