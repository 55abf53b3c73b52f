import { describe, expect, it } from "vitest";
import { isCacheableHost, privatePageKey, publicPageKey, type PageRequest } from "./cacheable-request";

const base: PageRequest = { method: "GET", pathname: "/de-DE", segments: ["de-DE"], search: "", cookieNames: [], headers: new Headers() };

describe("publicPageKey", () => {
  it.each<[string, Partial<PageRequest>, string | null]>([
    ["the home page of a visitor", {}, "/de-DE"],
    ["a help page, HEAD", { method: "HEAD", pathname: "/en-US/help/faq", segments: ["en-US", "help", "faq"] }, "/en-US/help/faq"],
    // Rendered as requested: decoded, `%25` would be a malformed path (400) instead of a 404.
    ["a segment spelled with percent-encoding", { pathname: "/de-DE/%25", segments: ["de-DE", "%"] }, "/de-DE/%25"],
    ["next-intl's locale cookie changes nothing", { cookieNames: ["NEXT_LOCALE"] }, "/de-DE"],
    ["the consent cookie changes nothing (the banner reads it after hydration)", { cookieNames: ["NEXT_LOCALE", "portal-cookie-consent"] }, "/de-DE"],
    ["a session cookie", { cookieNames: ["better-auth.session_token"] }, null],
    ["draft mode", { cookieNames: ["__prerender_bypass"] }, null],
    ["the developer cookies", { cookieNames: ["portal-developer", "portal-editor-helper"] }, null],
    ["the fault switch", { cookieNames: ["portal-fault"] }, null],
    ["any cookie not known to be neutral", { cookieNames: ["NEXT_LOCALE", "tomorrow"] }, null],
    ["a query (?login=true opens the sign-in dialog)", { search: "?login=true" }, null],
    ["a POST", { method: "POST" }, null],
    ["Next's RSC payload", { headers: new Headers({ rsc: "1" }) }, null],
    ["a router prefetch", { headers: new Headers({ "next-router-prefetch": "1" }) }, null],
    // What the proxy sees of the router's requests (Next strips their headers and `_rsc`).
    ["a browser's navigation", { headers: new Headers({ "sec-fetch-dest": "document" }) }, "/de-DE"],
    ["the router's fetch of a page's payload or prefetch", { headers: new Headers({ "sec-fetch-dest": "empty" }) }, null],
    ["a page framed by another", { headers: new Headers({ "sec-fetch-dest": "iframe" }) }, null],
    ["no locale", { segments: [] }, null],
    ["an unknown locale", { segments: ["fr-FR"] }, null],
    ["the subscriptions (an account page)", { segments: ["de-DE", "mycars"] }, null],
    ["a deal page", { segments: ["de-DE", "mycars", "deal-anna-active"] }, null],
    ["the account", { segments: ["en-US", "myaccount", "invoices"] }, null],
  ])("%s", (_name, change, key) => {
    expect(publicPageKey({ ...base, ...change })).toBe(key);
  });
});

const signedIn: PageRequest = { ...base, pathname: "/de-DE/mycars", segments: ["de-DE", "mycars"], cookieNames: ["better-auth.session_token"] };

describe("privatePageKey", () => {
  it.each<[string, Partial<PageRequest>, string | null]>([
    ["the subscriptions of a signed-in customer", {}, "/de-DE/mycars"],
    [
      "a deal page",
      { pathname: "/de-DE/mycars/deal-anna-active", segments: ["de-DE", "mycars", "deal-anna-active"] },
      "/de-DE/mycars/deal-anna-active",
    ],
    ["the home page, signed in", { pathname: "/de-DE", segments: ["de-DE"] }, "/de-DE"],
    [
      "the https session cookie, with the neutral ones",
      { cookieNames: ["__Secure-better-auth.session_token", "NEXT_LOCALE", "portal-cookie-consent"] },
      "/de-DE/mycars",
    ],
    ["no session cookie (the public page cache's, or a redirect to sign-in)", { cookieNames: [] }, null],
    ["the developer cookies next to the session", { cookieNames: ["better-auth.session_token", "portal-developer"] }, null],
    ["draft mode next to the session", { cookieNames: ["better-auth.session_token", "__prerender_bypass"] }, null],
    ["the fault switch next to the session", { cookieNames: ["better-auth.session_token", "portal-fault"] }, null],
    ["a query (?modalName= opens a dialog)", { search: "?modalName=swap" }, null],
    ["a POST", { method: "POST" }, null],
    ["the router's fetch of the page's payload", { headers: new Headers({ "sec-fetch-dest": "empty" }) }, null],
    ["an unknown locale", { segments: ["fr-FR", "mycars"] }, null],
  ])("%s", (_name, change, key) => {
    expect(privatePageKey({ ...signedIn, ...change })).toBe(key);
  });
});

describe("isCacheableHost", () => {
  const production = new Set(["portal.example.de", "127.0.0.1:3000", "localhost:3000"]);
  it.each<[string, string, ReadonlySet<string> | null, boolean]>([
    ["the configured origin's host", "portal.example.de", production, true],
    ["the same, in capitals", "Portal.Example.DE", production, true],
    ["the server's own address (a health check)", "127.0.0.1:3000", production, true],
    ["the server's own address by name", "localhost:3000", production, true],
    ["another port", "localhost:3001", production, false],
    ["a name the client made up", "junk-4711.example", production, false],
    ["a default port written out (not what browsers send)", "portal.example.de:443", production, false],
    ["any host when no origin is configured (the embedded default)", "junk-4711.example", null, true],
  ])("%s", (_name, host, hosts, cacheable) => {
    expect(isCacheableHost(host, hosts)).toBe(cacheable);
  });
});
