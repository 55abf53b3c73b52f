/**
 * One reading of a request path for every decision made on it: the account gate
 * in `proxy.ts` and the page must not disagree about `/de-DE/myaccount%2Finvoices`. Not marked
 * `server-only`: the proxy imports it.
 */

/** C0 controls, DEL and C1 controls: never part of a page path or a redirect target. */
export const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;

/** `decodeURIComponent` without the throw: null for malformed percent-encoding such as `%E0%A4%A`. */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The segments a raw (still percent-encoded) path means, for access decisions: each segment
 * decoded once, an encoded slash or backslash splitting like a real one, doubled slashes
 * collapsed. Null when the percent-encoding is malformed: such a path names no page.
 */
export function meaningfulSegments(rawPathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of rawPathname.split("/")) {
    const decoded = decodeSegment(raw);
    if (decoded === null) return null;
    segments.push(...decoded.split(/[/\\]/).filter((part) => part !== ""));
  }
  return segments;
}

/**
 * Whether a route segment, as Next hands it to a page (decoded once already), can name a page:
 * content slugs and ids never hold a slash, a backslash, control characters or a dot segment, so
 * a segment that does is a spelling trick and the page a 404.
 */
export function isPlainSegment(segment: string): boolean {
  return segment !== "" && segment !== "." && segment !== ".." && !/[/\\]/.test(segment) && !CONTROL_CHARACTERS.test(segment);
}
