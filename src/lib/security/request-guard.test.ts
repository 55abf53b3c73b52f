import { describe, expect, it } from "vitest";
import { commonSecurityHeaders, LOCKED_DOWN_CSP } from "./headers";
import { MAX_URL_LENGTH, passedOnHeaders, refusalOf } from "./request-guard";

const production = { production: true };
const long = (prefix: string, length: number) => prefix + "a".repeat(length - prefix.length);

describe("request guard", () => {
  // The probe's cases and their neighbours that must pass.
  it.each([
    ["/portal/api/bff/deals/%ff", 400, "json"],
    ["/portal/api/auth/%ff", 400, "json"],
    ["/portal/api/cars/%ff", 400, "json"],
    ["/portal/api/%E0%A4%A?x=1", 400, "json"],
    ["/portal/api%ff", 400, "text"],
    ["/portal/_next/static/%ff", 400, "text"],
    ["/portal/de-DE/%E0%A4%A", 400, "text"],
    ["/portal/de-DE/%zz", 400, "text"],
    ["/%ff", 400, "text"],
    [long("/portal/de-DE/", MAX_URL_LENGTH + 1), 414, "text"],
    [long("/portal/de-DE/", 8000), 414, "text"],
    [long("/portal/api/bff/deals?q=", MAX_URL_LENGTH + 1), 414, "json"],
    [long("/", MAX_URL_LENGTH + 1), 414, "text"],
  ] as const)("refuses %s with %i (%s)", (url, status, kind) => {
    const refusal = refusalOf(url, production);
    expect(refusal?.status).toBe(status);
    const contentType = new Map(refusal?.headers).get("content-type");
    if (kind === "json") {
      expect(contentType).toBe("application/json");
      expect(JSON.parse(refusal?.body ?? "")).toEqual({ error: status === 400 ? "invalid_request" : "uri_too_long", reason: expect.any(String) });
    } else {
      expect(contentType).toBe("text/plain; charset=utf-8");
      expect(refusal?.body).toMatch(status === 400 ? /^Bad request: / : /^URI too long: /);
    }
  });

  it.each([
    "/portal/de-DE",
    "/portal/de-DE/%6Dycars",
    "/portal/de-DE/myaccount%2Finvoices",
    "/portal/de-DE/%25",
    "/portal/api/bff/deals/D-1",
    // Only the path must decode: a query is read by URLSearchParams, which never throws.
    "/portal/api/cars?q=%ff",
    "/portal/de-DE#%ff",
    "/",
    long("/portal/de-DE/", MAX_URL_LENGTH),
  ])("lets %s through", (url) => {
    expect(refusalOf(url, production)).toBeNull();
  });

  it("carries the headers Next's config gives every answer that is not a page", () => {
    for (const production of [true, false]) {
      const headers = new Map(refusalOf("/portal/%ff", { production })?.headers);
      expect(headers.get("content-security-policy")).toBe(LOCKED_DOWN_CSP);
      expect(headers.get("cache-control")).toBe("no-store");
      for (const { key, value } of commonSecurityHeaders({ production })) expect(headers.get(key.toLowerCase())).toBe(value);
      expect(headers.has("strict-transport-security")).toBe(production);
    }
  });

  it.each([
    ["/", true],
    ["/de-DE/subscribe?x=1", true],
    ["/portalx", true],
    ["/_next/image?url=/portal/favicon.ico", true],
    ["/portal", false],
    ["/portal?x", false],
    ["/portal/de-DE/kaufen", false],
  ])("sets the headers of %s before Next answers, the locked-down policy outside the base path: %s", (url, outside) => {
    const headers = new Map(passedOnHeaders(url, production));
    expect(headers.get("content-security-policy")).toBe(outside ? LOCKED_DOWN_CSP : undefined);
    for (const { key, value } of commonSecurityHeaders(production)) expect(headers.get(key.toLowerCase())).toBe(value);
  });
});
