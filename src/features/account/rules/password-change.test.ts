import { describe, expect, it } from "vitest";
import { canChangePassword, isStrongPassword, passwordIssues, passwordServerError, signInProviderOf } from "./password-change";

describe("account.md §5 Password change", () => {
  it("requires all three fields", () => {
    expect(passwordIssues({})).toEqual([
      { path: "currentPassword", code: "required" },
      { path: "newPassword", code: "required" },
      { path: "confirmedNewPassword", code: "required" },
    ]);
  });

  it.each([
    ["Portal-Demo-2026", "Portal-Demo-2026", "Portal-Demo-2026", { path: "newPassword", code: "same_as_current" }],
    ["Portal-Demo-2026", "Neu-2027-Passwort", "Neu-2027-Passwortx", { path: "confirmedNewPassword", code: "not_matching" }],
    ["Portal-Demo-2026", "kurz1", "kurz1", { path: "newPassword", code: "too_weak" }],
    ["Portal-Demo-2026", "nurbuchstaben", "nurbuchstaben", { path: "newPassword", code: "too_weak" }],
    ["Portal-Demo-2026", "12345678", "12345678", { path: "newPassword", code: "too_weak" }],
  ])("current %s, new %s, confirmed %s → %o", (currentPassword, newPassword, confirmedNewPassword, issue) => {
    expect(passwordIssues({ currentPassword, newPassword, confirmedNewPassword })).toEqual([issue]);
  });

  it("accepts 8 characters with a letter and a number (§9 minimum 8)", () => {
    expect(isStrongPassword("abcdefg1")).toBe(true);
    expect(isStrongPassword("abcdef1")).toBe(false);
    expect(
      passwordIssues({ currentPassword: "Portal-Demo-2026", newPassword: "Neu-2027-Passwort", confirmedNewPassword: "Neu-2027-Passwort" }),
    ).toEqual([]);
  });

  it("is unavailable to Google and Apple users (§6)", () => {
    expect(signInProviderOf(["google"])).toBe("google");
    expect(signInProviderOf(["apple"])).toBe("apple");
    expect(signInProviderOf(["credential", "google"])).toBe("other");
    expect(canChangePassword("google")).toBe(false);
    expect(canChangePassword("apple")).toBe(false);
    expect(canChangePassword("other")).toBe(true);
  });

  it.each([
    [400, "INVALID_PASSWORD", "invalid_current"],
    [400, "PASSWORD_TOO_SHORT", "too_weak"],
    [422, "PASSWORD_TOO_WEAK", "too_weak"],
    [422, "PASSWORD_SAME_AS_CURRENT", "same_as_current"],
    [429, "sign_in_throttled", "too_many_attempts"],
    [500, undefined, "general"],
  ] as const)("maps %i %s to %s (§8 Password form)", (status, code, expected) => expect(passwordServerError(status, code)).toBe(expected));
});
