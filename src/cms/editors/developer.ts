import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The dev-only module (account.md §2) shows only to developers: a request whose developer cookie
 * is matched by its editor-helper cookie. The helper cookie holds HMAC-SHA256 of the developer
 * cookie under a server secret (PORTAL_EDITOR_HELPER_SECRET), so only someone who was given the
 * pair can show it, and the server compares in constant time. No secret: never.
 */
export const DEVELOPER_COOKIE = "portal-developer";
export const EDITOR_HELPER_COOKIE = "portal-editor-helper";

export function editorHelperValue(developer: string, secret: string): string {
  return createHmac("sha256", secret).update(developer).digest("hex");
}

export function isDeveloper(developer: string | undefined, helper: string | undefined, secret: string | undefined): boolean {
  if (!secret || !developer || !helper) return false;
  const expected = Buffer.from(editorHelperValue(developer, secret), "utf8");
  const presented = Buffer.from(helper, "utf8");
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}
