/**
 * The landing of a shared referral link keeps its code for the registration in
 * this cookie, under the portal's path; the sign-in flow sends it with the sign-up. account.md §10
 * leaves the voucher cookie's expiry open; 30 days gives a friend time to come back and register.
 * Browser code only.
 */
import { BASE_PATH } from "./paths";

export const REFERRAL_CODE_COOKIE = "portal_referral_code";
export const REFERRAL_CODE_COOKIE_DAYS = 30;

export function keepReferralCode(code: string): void {
  const maxAge = REFERRAL_CODE_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${REFERRAL_CODE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${maxAge}; Path=${BASE_PATH}; SameSite=Lax${secure}`;
}

/** The code a landing kept in this browser; undefined when none. */
export function storedReferralCode(): string | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${REFERRAL_CODE_COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(REFERRAL_CODE_COOKIE.length + 1)) : undefined;
}
