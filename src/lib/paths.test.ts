import { describe, expect, it } from "vitest";
import { isAccountPath, loginRedirect, paths, safeNextPath } from "./paths";

describe("paths", () => {
  it("builds the checkout thank-you link of a lead deal (deals.md section 2)", () => {
    expect(paths.checkoutThankYou("de-DE", "c-1", "deal-1", "abc")).toBe("/de-DE/checkout/thank_you/c-1/deal-1/abc?linksrc=action-item");
  });

  it.each([
    [["mycars"], true],
    [["mycars", "deal-1"], true],
    [["myaccount", "drivers"], true],
    [[], false],
    [["login"], false],
    [["loyalty"], false],
    // account.md §2: the business portal's pages need a session; the shop's business pages above and beside them do not (Site links).
    [["b2b", "details"], true],
    [["b2b", "contacts"], true],
    [["b2b", "deal-1", "report-damage-page"], true],
    [["b2b"], false],
    [["b2b", "job-auto"], false],
    [["b2b", "job-auto", "arbeitgeber"], false],
    [["b2b", "digital-services"], false],
  ])("%j is an account path: %s", (segments, expected) => {
    expect(isAccountPath(segments)).toBe(expected);
  });

  it("sends unauthenticated visitors home with login=true and next", () => {
    expect(loginRedirect("de-DE", "/de-DE/mycars")).toBe("/de-DE?login=true&next=%2Fde-DE%2Fmycars");
  });

  it.each([
    ["/de-DE/mycars/deal-1", "/de-DE/mycars/deal-1"],
    ["//evil.example", "/de-DE/mycars"],
    ["https://evil.example", "/de-DE/mycars"],
    ["/\\evil.example", "/de-DE/mycars"],
    [null, "/de-DE/mycars"],
    // control characters would make the Location header invalid
    ["/de-DE/mycars%0A", "/de-DE/mycars%0A"],
    ["/de-DE/mycars\nSet-Cookie: a=b", "/de-DE/mycars"],
    ["/de-DE/mycars\r\n", "/de-DE/mycars"],
    ["/\n/evil.example", "/de-DE/mycars"],
    ["/\t/evil.example", "/de-DE/mycars"],
    ["/de-DE/\u0000", "/de-DE/mycars"],
    ["/de-DE/\u0085", "/de-DE/mycars"],
    // what goes out is spelled as a header may carry it
    ["/de-DE/mycars/über?x=ä#€", "/de-DE/mycars/%C3%BCber?x=%C3%A4#%E2%82%AC"],
    ["/de-DE/mycars?login=true&next=%2Fx", "/de-DE/mycars?login=true&next=%2Fx"],
  ])("accepts only portal paths as next: %j", (next, expected) => {
    expect(safeNextPath(next, "de-DE")).toBe(expected);
  });
});
