/**
 * The app smart banner (deals.md §4): "auto-hides after half of the auth token lifetime", and
 * `no_banner=true` suppresses it (§2; the app passes it when it opens the portal in a web view).
 * The further platform condition is "not shown" in the spec; the portal adds none.
 */

export const NO_BANNER_PARAM = "no_banner";

/** The moment the banner hides: halfway between the session's start and its expiry. */
export function appBannerHidesAt(session: { createdAt: string; expiresAt: string }): number {
  const start = Date.parse(session.createdAt);
  const end = Date.parse(session.expiresAt);
  return start + (end - start) / 2;
}

export function isAppBannerShown({ now, hidesAt, suppressed }: { now: number; hidesAt: number; suppressed: boolean }): boolean {
  return !suppressed && now < hidesAt;
}

/** `no_banner=true` in the query; any other value leaves the banner alone. */
export function isSuppressedByQuery(query: URLSearchParams): boolean {
  return query.get(NO_BANNER_PARAM) === "true";
}
