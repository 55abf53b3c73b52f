import { describe, expect, it } from "vitest";
import { checkCustomRoutes } from "next/dist/lib/load-custom-routes";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { prepareDestination } from "next/dist/shared/lib/router/utils/prepare-destination";
import { SPEC_API_REDIRECTS } from "./spec-api-redirects";

/** Where Next sends a path outside the base path, matched and filled as its router does a redirect. */
function redirected(pathname: string): string | null {
  for (const { source, destination } of SPEC_API_REDIRECTS) {
    const params = getPathMatch(source, { strict: true, removeUnnamedParams: true })(pathname);
    if (!params) continue;
    return prepareDestination({ appendParamsToQuery: false, destination, params, query: {} }).parsedDestination.pathname;
  }
  return null;
}

describe("API paths the spec names outside the base path (deals.md §7, account.md §7)", () => {
  it.each([
    ["/api/deal/deal-anna-active/mileage-report", "/portal/api/bff/deals/deal-anna-active/mileage-report"],
    ["/api/addons", "/portal/api/addons"],
    ["/api/addons/attach", "/portal/api/addons/attach"],
    ["/api/addons/cancel", "/portal/api/addons/cancel"],
    ["/api/addons/other", null],
    ["/api/deal/a/b/mileage-report", null],
    ["/api/deal/D-1/other", null],
    ["/api/bff/deals", null],
    ["/portal/api/addons", null],
  ])("%s is sent on to %s", (from, to) => {
    expect(redirected(from)).toBe(to);
  });

  it("are redirects Next accepts, outside the base path, that keep the method (308)", () => {
    expect(() =>
      checkCustomRoutes(
        SPEC_API_REDIRECTS.map((redirect) => ({ ...redirect })),
        "redirect",
      ),
    ).not.toThrow();
    expect(SPEC_API_REDIRECTS.every((redirect) => redirect.basePath === false && redirect.permanent)).toBe(true);
  });
});
