import { describe, expect, it } from "vitest";
import { publicPageKey, type PageRequest } from "./cacheable-request";

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
