/**
 * The password form (account.md §3 Password form, §5 "Password change", §9 "Password minimum 8
 * characters"): what it must hold before it goes to better-auth's change-password, and who may use it.
 */

import { isStrongPassword } from "@/features/auth/rules/password-rule";

export { isStrongPassword };

export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmedNewPassword"] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

export type PasswordIssueCode = "required" | "same_as_current" | "not_matching" | "too_weak";
export interface PasswordIssue {
  path: PasswordField;
  code: PasswordIssueCode;
}

/** account.md §5: all three required; the new one strong and different from the current; the confirmation equal. */
export function passwordIssues(values: Partial<PasswordValues>): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  const current = values.currentPassword ?? "";
  const next = values.newPassword ?? "";
  const confirmed = values.confirmedNewPassword ?? "";
  if (current === "") issues.push({ path: "currentPassword", code: "required" });
  if (next === "") issues.push({ path: "newPassword", code: "required" });
  else if (next === current) issues.push({ path: "newPassword", code: "same_as_current" });
  else if (!isStrongPassword(next)) issues.push({ path: "newPassword", code: "too_weak" });
  if (confirmed === "") issues.push({ path: "confirmedNewPassword", code: "required" });
  else if (confirmed !== next) issues.push({ path: "confirmedNewPassword", code: "not_matching" });
  return issues;
}

/** account.md §3 Session user provider (google, apple, other). */
export type SignInProvider = "google" | "apple" | "other";

/** account.md §2, §6: social-login users (Google, Apple) cannot edit the password; a message shows instead. */
export function canChangePassword(provider: SignInProvider): boolean {
  return provider === "other";
}

/** The provider of an account from better-auth's `account` rows: a password account is "other". */
export function signInProviderOf(providerIds: readonly string[]): SignInProvider {
  if (providerIds.includes("credential")) return "other";
  if (providerIds.includes("google")) return "google";
  if (providerIds.includes("apple")) return "apple";
  return "other";
}

/** better-auth's error codes of change-password, mapped to the form's messages (account.md §8 "Password form"). */
export type PasswordServerError = "invalid_current" | "too_weak" | "same_as_current" | "too_many_attempts" | "general";
export function passwordServerError(status: number, code: string | undefined): PasswordServerError {
  if (status === 429) return "too_many_attempts";
  if (code === "INVALID_PASSWORD") return "invalid_current";
  if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG" || code === "PASSWORD_TOO_WEAK") return "too_weak";
  // The server's own check of account.md §5 (`auth-route.ts`), for a request the form did not check.
  if (code === "PASSWORD_SAME_AS_CURRENT") return "same_as_current";
  return "general";
}
