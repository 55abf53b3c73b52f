import { afterEach, describe, expect, it, vi } from "vitest";

const loadPortalPage = vi.fn();
vi.mock("@/lib/navigate", () => ({ loadPortalPage: (path: string) => loadPortalPage(path) }));
const { signInIfSessionEnded } = await import("./session-ended");

function onPage(href: string) {
  const url = new URL(href);
  vi.stubGlobal("window", { location: { href: url.href, pathname: url.pathname, search: url.search } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  loadPortalPage.mockClear();
});

describe("signInIfSessionEnded (deals.md §6 a service request without a session goes to login)", () => {
  it.each([
    ["POST", "/portal/api/bff/deals/deal-1/service-requests", 401, "/de-DE?login=true&next=%2Fde-DE%2Fmycars%2Fdeal-1%2Fschedule-service"],
    ["PUT", "http://localhost/portal/api/bff/deals/deal-1/return", 401, "/de-DE?login=true&next=%2Fde-DE%2Fmycars%2Fdeal-1%2Fschedule-service"],
    ["POST", "/portal/api/bff/deals/deal-1/service-requests", 500, null],
    ["POST", "/portal/api/bff/deals/deal-1/service-requests", 422, null],
    // A read may be a visitor's; a wrong password at the sign-in is not an ended session.
    ["GET", "/portal/api/bff/deals", 401, null],
    ["POST", "/portal/api/auth/sign-in/email", 401, null],
  ])("%s %s answered %i: to %s", (method, url, status, expected) => {
    onPage("http://localhost/portal/de-DE/mycars/deal-1/schedule-service");
    expect(signInIfSessionEnded(method, url, status)).toBe(expected !== null);
    expect(loadPortalPage.mock.calls).toEqual(expected === null ? [] : [[expected]]);
  });

  it("keeps the page's locale and query, and does nothing on the server", () => {
    onPage("http://localhost/portal/en-US/mycars/deal-1?modalName=MULTISTEP_EDIT_RETURN");
    expect(signInIfSessionEnded("PUT", "/portal/api/bff/deals/deal-1/return", 401)).toBe(true);
    expect(loadPortalPage).toHaveBeenCalledWith("/en-US?login=true&next=%2Fen-US%2Fmycars%2Fdeal-1%3FmodalName%3DMULTISTEP_EDIT_RETURN");
    vi.unstubAllGlobals();
    expect(signInIfSessionEnded("PUT", "/portal/api/bff/deals/deal-1/return", 401)).toBe(false);
  });
});
