import { describe, expect, it } from "vitest";
import {
  DEEP_LINK_TOKEN_LIFETIME_MS,
  appVersionOf,
  isAppDeepLink,
  isDeepLinkTokenUsable,
  mobileLoginRedirectPath,
  socialSignInMode,
} from "./mobile-app";

describe("social sign-in in the app (account.md §4: versions 1.47 and 1.48)", () => {
  it.each([
    ["Mozilla/5.0 (iPhone) Safari/604.1", null, "web"],
    [null, null, "web"],
    ["Mozilla/5.0 (iPhone) AutoAboApp/1.46.9", "1.46", "native-message"],
    ["Mozilla/5.0 (iPhone) AutoAboApp/1.47", "1.47", "mobile-redirect"],
    ["Mozilla/5.0 (iPhone) AutoAboApp/1.47.0", "1.47", "mobile-redirect"],
    ["Mozilla/5.0 (Android) AutoAboApp/1.48.3", "1.48", "mobile-redirect"],
    ["Mozilla/5.0 (Android) AutoAboApp/1.49.0", "1.49", "native-message"],
    ["Mozilla/5.0 (Android) AutoAboApp/2.47.0", "2.47", "native-message"],
    ["Mozilla/5.0 (Android) AutoAboApp/1.470.0", "1.470", "native-message"],
  ])("%s → version %s, %s", (userAgent, version, mode) => {
    expect(appVersionOf(userAgent)).toBe(version);
    expect(socialSignInMode(userAgent)).toBe(mode);
  });

  it("sends 1.47 and 1.48 to /mobile/loginredirect with method and deepLink", () => {
    expect(mobileLoginRedirectPath("de-DE", "google", "autoabo://portal/auth")).toBe(
      "/de-DE/mobile/loginredirect?method=google&deepLink=autoabo%3A%2F%2Fportal%2Fauth",
    );
  });
});

describe("deep-link auth tokens (account.md §9: 600000 ms, used once)", () => {
  it("lives 600000 ms", () => expect(DEEP_LINK_TOKEN_LIFETIME_MS).toBe(600_000));

  it.each([
    [0, 0, null, true],
    [0, 599_999, null, true],
    [0, 600_000, null, false],
    [0, 700_000, null, false],
    [1_000, 0, null, false],
    [0, 1_000, new Date(500), false],
  ])("issued at %i, used at %i (used before: %s) → %s", (issued, now, usedAt, usable) => {
    expect(isDeepLinkTokenUsable(issued, now, usedAt)).toBe(usable);
  });

  it.each([
    ["autoabo://portal/auth", "autoabo://portal", true],
    ["autoabo://portal", "autoabo://portal", true],
    ["autoabo://portalevil/auth", "autoabo://portal", false],
    ["https://evil.example/autoabo://portal", "autoabo://portal", false],
    ["autoabo://portal/a b", "autoabo://portal", false],
    ["autoabo://portal/auth", null, false],
  ])("deep link %s under %s → %s", (deepLink, appLink, allowed) => {
    expect(isAppDeepLink(deepLink, appLink)).toBe(allowed);
  });
});
