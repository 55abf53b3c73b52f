import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_MARK_SCRIPT,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_PENDING_ATTRIBUTE,
  consentCookie,
  consentFromCookies,
} from "./consent";

describe("the consent cookie", () => {
  it.each([
    ["", null],
    ["NEXT_LOCALE=de-DE", null],
    [`${CONSENT_COOKIE}=all`, "all"],
    [`NEXT_LOCALE=de-DE; ${CONSENT_COOKIE}=necessary`, "necessary"],
    [`${CONSENT_COOKIE}=yes`, null],
    [`x-${CONSENT_COOKIE}=all`, null],
  ])("reads %j as %s", (cookies, choice) => {
    expect(consentFromCookies(cookies)).toBe(choice);
  });

  it("is kept for 12 months for the whole site, Secure on https", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie("all", { secure: false })).toBe(`${CONSENT_COOKIE}=all; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(consentCookie("necessary", { secure: true })).toBe(`${CONSENT_COOKIE}=necessary; Path=/; Max-Age=31536000; SameSite=Lax; Secure`);
  });
});

/** Whether the inline mark shows the banner (sets the pending attribute on <html>) for a `document.cookie` string. */
function pendingFor(cookie: string): boolean {
  const attributes = new Map<string, boolean>();
  const document = { cookie, documentElement: { toggleAttribute: (name: string, force: boolean) => attributes.set(name, force) } };
  new Function("document", CONSENT_MARK_SCRIPT)(document);
  return attributes.get(CONSENT_PENDING_ATTRIBUTE) ?? false;
}

describe("the inline consent mark (the banner shown from the first paint to who has not chosen)", () => {
  it.each([
    ["", false],
    ["NEXT_LOCALE=de-DE", false],
    [`${CONSENT_COOKIE}=all`, true],
    [`NEXT_LOCALE=de-DE; ${CONSENT_COOKIE}=necessary`, true],
    [`${CONSENT_COOKIE}=necessary; NEXT_LOCALE=de-DE`, true],
    [`${CONSENT_COOKIE}=yes`, false],
    [`${CONSENT_COOKIE}=allx`, false],
    [`x-${CONSENT_COOKIE}=all`, false],
  ])("marks %j as chosen: %s, as the banner decides after hydration", (cookie, chosen) => {
    expect(pendingFor(cookie)).toBe(!chosen);
    expect(consentFromCookies(cookie) !== null).toBe(chosen);
  });
});
