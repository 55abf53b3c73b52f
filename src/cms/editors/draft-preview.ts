/**
 * Draft preview is honoured only when it is configured, was started through the preview route
 * within the hour, and only below the portal's base path. Next's own draft-mode
 * cookie (`__prerender_bypass`) holds one value per build, readable from the build output
 * (`.next/prerender-manifest.json`) and the same on every server of the build, so it proves
 * nothing by itself: the preview route adds a cookie of ours, the expiry signed with
 * CONTENTFUL_PREVIEW_SECRET, and draft mode counts only with both.
 *
 * Web Crypto, not `node:crypto`, and no `server-only`: the proxy reads this too.
 */
import { BASE_PATH } from "@/lib/paths";

/** Next's draft-mode cookie (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";
export const PREVIEW_COOKIE = "portal-preview";
export const PREVIEW_MAX_AGE_SECONDS = 60 * 60;

export interface PreviewCookieOptions {
  path: string;
  httpOnly: true;
  maxAge: number;
  sameSite: "none" | "lax";
  secure: boolean;
}

/**
 * Contentful shows the preview in an iframe on its own site, which needs `SameSite=None`, and
 * browsers take that only with `Secure`, on https. On http (a developer's machine) Lax it is.
 */
export function previewCookieOptions(portalOrigin: string, maxAge: number = PREVIEW_MAX_AGE_SECONDS): PreviewCookieOptions {
  const secure = new URL(portalOrigin).protocol === "https:";
  return { path: BASE_PATH, httpOnly: true, maxAge, sameSite: secure ? "none" : "lax", secure };
}

/** `<expiry in ms since the epoch>.<HMAC-SHA256 of it, hex>`. */
export async function previewToken(secret: string, expiresAt: number): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), payload(expiresAt));
  return `${expiresAt}.${toHex(new Uint8Array(signature))}`;
}

/** Constant-time (Web Crypto's verify); false without a secret, a token, or after expiry. */
export async function isPreviewTokenValid(token: string | null | undefined, secret: string | null | undefined, now: number): Promise<boolean> {
  if (!secret || !token) return false;
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt <= now) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromHex(match[2]), payload(expiresAt));
}

function hmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

function payload(expiresAt: number): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`portal-preview:${expiresAt}`);
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** HMAC-SHA256 of `text` with the preview secret, hex: what signs the preview's other cookies (preview-as.ts). */
export async function signText(secret: string, text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(text))));
}

/** Constant-time check of `signText`'s signature. */
export async function isTextSigned(secret: string, text: string, signature: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return crypto.subtle.verify("HMAC", await hmacKey(secret), fromHex(signature), new TextEncoder().encode(text));
}
