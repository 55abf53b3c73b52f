/**
 * The consent choice "all" (the cookie of `src/lib/analytics/consent.ts`), as every e2e context
 * starts with it (playwright.config.ts) and `signInAs` sets it again after a spec cleared its
 * cookies. Contexts a spec opens with `browser.newContext()` get it too (Playwright applies `use`
 * to them). Set on the locales' page paths only, where the banner reads it, not on `/`: a scripted
 * sign-in (`page.request.post` without an Origin) that carries any cookie is refused as cross-site
 * (403), and the specs sign in that way.
 */
export const CONSENT_COOKIES = ["localhost", "127.0.0.1"].flatMap((domain) =>
  ["de-DE", "en-DE", "en-US"].map((locale) => ({
    name: "portal-cookie-consent",
    value: "all",
    domain,
    path: `/portal/${locale}`,
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: "Lax" as const,
  })),
);
