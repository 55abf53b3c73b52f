import { describe, expect, it } from "vitest";
import { signInCodeOf, signInErrorKeyOf, socialSignInErrorOf, socialSignInErrorPath } from "./sign-in-errors";

describe("account.md §8 sign-in errors", () => {
  it.each([
    ["wrong_password", "de-DE", "wrongCredentials"],
    ["wrong_password", "en-US", "wrongCredentials"],
    ["user_does_not_exist", "de-DE", "wrongCredentials"],
    ["user_does_not_exist", "en-DE", "userDoesNotExist"],
    ["user_does_not_exist", "en-US", "userDoesNotExist"],
    ["user_already_exist", "de-DE", "userAlreadyExists"],
    ["user_already_exists", "en-US", "userAlreadyExists"],
    ["invalid_domain", "de-DE", "invalidDomain"],
    ["general_error", "de-DE", "generalError"],
    ["something_else", "en-US", "generalError"],
    [null, "en-US", "generalError"],
  ])("%s in %s → %s", (code, locale, key) => {
    expect(signInErrorKeyOf(code, locale)).toBe(key);
  });

  it.each([
    [401, { code: "INVALID_EMAIL_OR_PASSWORD" }, "wrong_password"],
    [422, { code: "USER_ALREADY_EXISTS" }, "user_already_exists"],
    [422, { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL" }, "user_already_exists"],
    [400, { code: "INVALID_EMAIL" }, "invalid_domain"],
    [500, {}, "general_error"],
    [0, null, "general_error"],
    // The spec's own codes (account.md §8) are taken as they are.
    [400, { code: "invalid_domain" }, "invalid_domain"],
    [404, { code: "user_does_not_exist" }, "user_does_not_exist"],
    [422, { code: "user_already_exist" }, "user_already_exist"],
    [401, { code: "wrong_password" }, "wrong_password"],
  ])("better-auth %i %j → %s", (status, data, code) => {
    expect(signInCodeOf(status, data)).toBe(code);
  });

  it.each([
    ["authMessage=social-sign-in-failed&error=account_not_linked", "de-DE", "userAlreadyExists"],
    ["authMessage=social-sign-in-failed&error=state_mismatch", "en-US", "generalError"],
    ["login=true&authMessage=social-sign-in-failed&error=access_denied&error_description=denied", "en-DE", "generalError"],
    ["authMessage=social-sign-in-failed&error=state_mismatch&error=account_not_linked", "de-DE", "userAlreadyExists"],
    ["authMessage=social-sign-in-failed", "de-DE", "generalError"],
    ["authMessage=sign-in-link-failed&error=INVALID_TOKEN", "de-DE", null],
    ["error=account_not_linked", "de-DE", null],
  ])("a social sign-in's return %s in %s → %s (issue 35 item 9)", (query, locale, key) => {
    expect(socialSignInErrorOf(new URLSearchParams(query), locale)).toBe(key);
  });

  it("the error path drops an earlier failure and marks the page", () => {
    expect(socialSignInErrorPath("/portal/de-DE/cart?login=true&authMessage=social-sign-in-failed&error=x&error_description=y")).toBe(
      "/portal/de-DE/cart?login=true&authMessage=social-sign-in-failed",
    );
  });
});
