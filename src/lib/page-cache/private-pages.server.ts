import "server-only";
import { dataChanges } from "@/lib/private-cache/data-changes.server";
import { isDataTag } from "@/lib/private-cache/data-tags";
import { PrivateCache } from "@/lib/private-cache/private-cache";
import { lastChangeOf } from "./content-changes.server";
import type { RenderedPage } from "./page-cache";
import { renderForCache } from "./public-pages.server";

/** Memory for signed-in customers' pages (about 150 KB each, twice: text and bytes): some hundreds of recent ones. */
const PRIVATE_PAGES_MAX_BYTES = 64 * 1024 * 1024;

/** The newest change of these tags: content tags from the publish record, data tags from the data-change record. */
export async function tagsChangedAt(tags: readonly string[]): Promise<number> {
  const data = tags.filter(isDataTag);
  const content = tags.filter((tag) => !isDataTag(tag));
  return Math.max(lastChangeOf(content), data.length > 0 ? await dataChanges().lastChangeOf(data) : 0);
}

// On globalThis like the other caches of the proxy: one per process.
const holder = globalThis as typeof globalThis & { __portalPrivatePages?: PrivateCache<RenderedPage> };
const privatePages = (holder.__portalPrivatePages ??= new PrivateCache<RenderedPage>({
  maxBytes: PRIVATE_PAGES_MAX_BYTES,
  lastChangeOf: tagsChangedAt,
}));

/**
 * A signed-in customer's page (docs/performance.md "Private cache"), from a fresh copy made for this session or
 * rendered now over loopback with their cookies and the nonce placeholder. It is kept only when it
 * answered `status` (200; the not-found page's copy 404) and declared both its content and whose
 * data it shows (`cms/cms-page.tsx`, `app/[locale]/not-found.tsx`); the data counts as read when
 * the render began.
 */
export async function privatePage(key: string, path: string, host: string, cookie: string, status = 200): Promise<RenderedPage> {
  const { value } = await privatePages.get(key, async () => {
    const started = Date.now();
    const page = await renderForCache(path, host, cookie);
    const version = page.status === status ? page.version : null;
    const data = version?.tags.filter(isDataTag) ?? [];
    if (!version || data.length === 0) return { value: page, copy: null };
    const content = version.tags.filter((tag) => !isDataTag(tag));
    return {
      value: page,
      copy: {
        reads: [
          { tags: content, readAt: version.readAt },
          { tags: data, readAt: started },
        ],
        // The text, and its UTF-8 pieces once it has been answered (`publicPageResponse`).
        bytes: page.body.length * 2,
      },
    };
  });
  return value;
}

/** The fresh copy made for this session under `key`, or null: nothing is rendered (the front door). */
export async function cachedPrivatePage(key: string): Promise<RenderedPage | null> {
  return (await privatePages.cached(key))?.value ?? null;
}
