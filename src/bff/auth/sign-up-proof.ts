import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Dayjs } from "@/lib/clock";
import { cookieValue } from "./known-device";

/**
 * Proof that this browser registered the account. Registration does not prove
 * the address, so anyone can register a stranger's address with a password of their own. The
 * verification mail proves the address only: the password is proven where the link is followed
 * in a browser that chose it, which is the browser holding this cookie (set by the sign-up's
 * answer) or a session of the account (signed in with that password). Anywhere else the password
 * is discarded before the address counts as confirmed (`auth.ts`, `beforeEmailVerification`).
 */
export const SIGN_UP_PROOF_COOKIE = "portal-sign-up-proof";
/**
 * The header the auth route hands the proven user id to better-auth in (`auth-route.ts`), after
 * checking the cookie; any value a client sends is removed first.
 */
export const SIGN_UP_PROOF_HEADER = "x-portal-sign-up-proof";
/** The verification mail's link is valid one hour (`auth.ts`), and the proof as long. */
export const VERIFICATION_LINK_EXPIRES_SECONDS = 3600;
/** Only the auth routes read it. */
const COOKIE_PATH = "/portal/api/auth";

function signature(secret: string, userId: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`sign-up-proof\n${userId}\n${issuedAt}`).digest("base64url");
}

/** The `Set-Cookie` value the sign-up's answer carries: this browser chose the password of `userId`. */
export function signUpProofCookie({ secret, userId, now, secure }: { secret: string; userId: string; now: Dayjs; secure: boolean }): string {
  const issuedAt = now.unix();
  const value = `${issuedAt}.${userId}.${signature(secret, userId, issuedAt)}`;
  return `${SIGN_UP_PROOF_COOKIE}=${value}; Max-Age=${VERIFICATION_LINK_EXPIRES_SECONDS}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The user id an unexpired, correctly signed proof cookie of the request names, or null. */
export function signUpProofOf({ secret, now, cookieHeader }: { secret: string; now: Dayjs; cookieHeader: string | null }): string | null {
  const value = cookieValue(cookieHeader, SIGN_UP_PROOF_COOKIE);
  const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const issuedAt = Number(match[1]);
  if (issuedAt > now.unix() || now.unix() - issuedAt > VERIFICATION_LINK_EXPIRES_SECONDS) return null;
  const expected = signature(secret, match[2], issuedAt);
  return timingSafeEqual(Buffer.from(match[3]), Buffer.from(expected)) ? match[2] : null;
}
