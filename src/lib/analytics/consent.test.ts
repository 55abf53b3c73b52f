import { describe, expect, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, consentCookie, consentFromCookies } from "./consent";

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
