import { RequestCookies } from "next/dist/compiled/@edge-runtime/cookies";
import { describe, expect, it } from "vitest";
import { acceptsGzip, cookieNamesOf, pageRequestOf } from "./node-request";

describe("pageRequestOf (the front door's reading of a Node request)", () => {
  const host = { host: "portal.example" };

  it.each<[string, string, string | null, string[] | null]>([
    ["a page below the base path", "/portal/de-DE/help", "/de-DE/help", ["de-DE", "help"]],
    ["the locale's home", "/portal/en-US", "/en-US", ["en-US"]],
    ["percent-encoding kept in the key, decoded in the segments", "/portal/de-DE/%68elp", "/de-DE/%68elp", ["de-DE", "help"]],
    ["dot segments resolved as a URL resolves them", "/portal/de-DE/x/../help", "/de-DE/help", ["de-DE", "help"]],
    ["a dot segment climbing out of the base path", "/portal/../de-DE", null, null],
    ["the bare base path", "/portal", null, null],
    ["outside the base path", "/de-DE/help", null, null],
    ["a path that only starts like the base path", "/portalx/de-DE", null, null],
    ["a scheme-relative request target", "//evil.example/portal/de-DE", null, null],
    ["malformed percent-encoding", "/portal/de-DE/%E0%A4%A", null, null],
  ])("%s: %s", (_what, url, pathname, segments) => {
    const request = pageRequestOf("GET", url, host);
    expect(request?.pathname ?? null).toBe(pathname);
    expect(request?.segments ?? null).toEqual(segments);
  });

  it("keeps the query, the Host and the cookies, and reads headers as the proxy's Headers would", () => {
    const request = pageRequestOf("HEAD", "/portal/de-DE?login=true", {
      host: "a.example:8080",
      cookie: "NEXT_LOCALE=de-DE; x=1",
      "sec-fetch-dest": "document",
    });
    expect(request).toMatchObject({
      method: "HEAD",
      search: "?login=true",
      host: "a.example:8080",
      cookie: "NEXT_LOCALE=de-DE; x=1",
      cookieNames: ["NEXT_LOCALE", "x"],
    });
    expect(request?.headers.get("sec-fetch-dest")).toBe("document");
    expect(request?.headers.has("rsc")).toBe(false);
    expect(pageRequestOf("GET", "/portal/de-DE", {})).toBeNull();
  });
});

describe("cookieNamesOf", () => {
  it.each([
    "",
    "NEXT_LOCALE=de-DE",
    "NEXT_LOCALE=de-DE; better-auth.session_token=a.b",
    "a=1;b=2;  c=3",
    "flag; other=x",
    "a=%E0%A4%A; b=1",
    "empty=; =nameless",
    "  lead=1",
  ])("names what Next's request cookies name in %j", (header) => {
    const next = [...new RequestCookies(new Headers(header ? { cookie: header } : {})).getAll().map((cookie) => cookie.name)];
    const ours = cookieNamesOf(header);
    // Ours may name more (a cookie Next drops for its value still sends the request past the
    // caches), never fewer.
    expect(ours).toEqual(expect.arrayContaining(next));
  });
});

describe("acceptsGzip", () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ["", false],
    ["gzip", true],
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["gzip;q=0", false],
    ["br", false],
    ["*", true],
    ["*;q=0", false],
    ["gzip;q=0, *", false],
    ["identity", false],
  ])("%j → %s", (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
