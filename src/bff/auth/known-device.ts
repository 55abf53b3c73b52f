import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Dayjs } from "@/lib/clock";

/**
 * A device that has signed in to an account before: a successful sign-in
 * leaves an HttpOnly cookie signed with the auth secret and bound to the account. Strangers can
 * run the account-wide failure count up (`sign-in-throttle.ts`), but it does not refuse a
 * device carrying this cookie, so they cannot lock the owner out of the device they use. One
 * account per device: the last one that signed in on it.
 */
export const KNOWN_DEVICE_COOKIE = "portal-known-device";
const MAX_AGE_DAYS = 180;
/** Only the auth routes read it. */
const COOKIE_PATH = "/portal/api/auth";

function signature(secret: string, account: string, issuedAt: number): string {
  return createHmac("sha256", secret).update(`known-device\n${account}\n${issuedAt}`).digest("base64url");
}

/** The `Set-Cookie` value that marks this device as known for `account`. */
export function knownDeviceCookie({ secret, account, now, secure }: { secret: string; account: string; now: Dayjs; secure: boolean }): string {
  const issuedAt = now.unix();
  const value = `${issuedAt}.${signature(secret, account, issuedAt)}`;
  return `${KNOWN_DEVICE_COOKIE}=${value}; Max-Age=${MAX_AGE_DAYS * 24 * 3600}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether the request carries an unexpired known-device cookie for `account`. */
export function isKnownDevice({
  secret,
  account,
  now,
  cookieHeader,
}: {
  secret: string;
  account: string;
  now: Dayjs;
  cookieHeader: string | null;
}): boolean {
  const value = cookieValue(cookieHeader, KNOWN_DEVICE_COOKIE);
  const match = value ? /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match?.[1] || !match[2]) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now.unix() || now.unix() - issuedAt > MAX_AGE_DAYS * 24 * 3600) return false;
  return timingSafeEqual(Buffer.from(match[2]), Buffer.from(signature(secret, account, issuedAt)));
}

/** The value of cookie `name` in a `Cookie` header, or null. */
export function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return null;
}
