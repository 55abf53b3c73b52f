import { describe, expect, it } from "vitest";
import { authMessageOf, withAuthMessage, withJobAutoMode, type AuthMessage } from "./auth-messages";

const customer = { isJobAuto: false };
const jobAuto = { isJobAuto: true };

describe("authMessageOf (account.md §2 message dialogs, §4 job-auto)", () => {
  it.each<[string, Record<string, string>, { isJobAuto: boolean } | null, AuthMessage | null]>([
    ["no query", {}, customer, null],
    ["registered and signed in (the verification mail is on its way)", { authMessage: "verification-sent" }, customer, "verificationSent"],
    ["verification-sent for a visitor (no address to confirm)", { authMessage: "verification-sent" }, null, null],
    ["verification link followed", { authMessage: "email-verified" }, customer, "emailVerified"],
    ["verification link followed by a visitor", { authMessage: "email-verified" }, null, "emailVerified"],
    ["verification link forged or expired", { authMessage: "email-verified", error: "INVALID_TOKEN" }, null, "verificationLinkFailed"],
    ["magic link used or expired", { authMessage: "sign-in-link-failed", error: "INVALID_TOKEN" }, null, "signInLinkFailed"],
    ["mode=jobauto, a customer who is not job-auto", { mode: "jobauto" }, customer, "jobAutoFailed"],
    ["mode=jobauto, a job-auto customer", { mode: "jobauto" }, jobAuto, null],
    ["mode=jobauto, a visitor (the banner, no modal)", { mode: "jobauto" }, null, null],
    ["another mode", { mode: "app" }, customer, null],
    ["an unknown message", { authMessage: "x" }, customer, null],
  ])("%s → %s", (_label, query, viewer, expected) => {
    expect(authMessageOf({ query, customer: viewer })).toBe(expected);
  });
});

describe("link targets", () => {
  it("sets the message on a path and keeps its query", () => {
    expect(withAuthMessage("/de-DE/mycars", "email-verified")).toBe("/de-DE/mycars?authMessage=email-verified");
    expect(withAuthMessage("/en-US/mycars/deal-1?tab=a#x", "email-verified")).toBe("/en-US/mycars/deal-1?tab=a&authMessage=email-verified#x");
    expect(withJobAutoMode("/de-DE/mycars")).toBe("/de-DE/mycars?mode=jobauto");
  });
});
