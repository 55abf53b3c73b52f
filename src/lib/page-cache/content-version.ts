/**
 * Which published content a rendered page was built from: the cache tags of its content reads and
 * when the oldest of them left the CMS. A copy of the page is stale once one of the tags changed
 * after that (a publish webhook, `content-changes.server.ts`).
 */
export interface ContentVersion {
  tags: string[];
  readAt: number;
}

/** The `<meta>` a cacheable page carries, read back by the page cache from the rendered HTML. */
export const CONTENT_VERSION_META = "portal-content-version";

export function encodeContentVersion({ tags, readAt }: ContentVersion): string {
  return [String(readAt), ...tags].join(" ");
}

/**
 * The meta as the RSC payload writes its props (inside a script's string, quotes escaped). Next
 * answers a page that called `notFound()` with an error shell whose body the browser renders from
 * that payload, so the not-found page (`app/[locale]/not-found.tsx`) declares its version only there.
 */
const PAYLOAD_META = new RegExp(String.raw`\\"name\\":\\"${CONTENT_VERSION_META}\\",\\"content\\":\\"([^"\\]*)\\"`);

/** The version a rendered page declared, or null: a page without one is never cached. */
export function contentVersionOf(html: string): ContentVersion | null {
  const found = new RegExp(`<meta name="${CONTENT_VERSION_META}" content="([^"]*)"`).exec(html) ?? PAYLOAD_META.exec(html);
  if (!found?.[1]) return null;
  const [readAt, ...tags] = found[1].replaceAll("&amp;", "&").split(" ");
  const time = Number(readAt);
  return Number.isSafeInteger(time) && tags.length > 0 ? { tags, readAt: time } : null;
}
