import { createSingleFlight } from "@/lib/single-flight";
import type { ContentVersion } from "./content-version";

/** A page as the server rendered it for a visitor without a session, nonce placeholder included. */
export interface RenderedPage {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  body: string;
  /** What the page declared it was built from; null: not a content page (or the not-found page), never cached. */
  version: ContentVersion | null;
}

interface Entry {
  page: RenderedPage & { version: ContentVersion };
  renderedAt: number;
  /** A stale entry is rendered again at most this often (a CMS that is down is not asked per visit). */
  retryAt: number;
}

export interface PageCacheOptions {
  /** How many pages are kept (least recently served go first). */
  maxEntries: number;
  /** A page is rendered again after this long even without a change (the content's own refresh). */
  maxAgeMs: number;
  /** The least time between two renders of a stale page. */
  retryAfterMs: number;
  /** When the newest of these content tags changed (`content-changes.server.ts`). */
  lastChangeOf: (tags: readonly string[]) => number;
  now?: () => number;
  onRenderError?: (key: string, error: unknown) => void;
}

/**
 * The rendered HTML of public pages, per path. A fresh copy is served as it is;
 * a stale one (its content changed after it was read, or it is older than `maxAgeMs`) is still
 * served while one render in the background replaces it, so a visitor never waits for the CMS
 * and the CMS being down keeps the last good copy. A miss renders once however many visitors ask
 * at the same moment. Only a copy that declares its content version and answered the status its
 * key stands for is kept: 200 for a page, 404 for the not-found page of a locale (`status`, so unknown
 * paths share one copy). Anything else (a page's 404, a redirect, the data-load dialog) is answered as rendered
 * and rendered again next time.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly renders = createSingleFlight<RenderedPage>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: string, render: () => Promise<RenderedPage>, status = 200): Promise<RenderedPage> {
    return this.cached(key, render, status) ?? this.renders(key, () => this.renderAndKeep(key, render, status));
  }

  /**
   * The copy under `key` without rendering a miss (null): what the front door answers before Next
   * (`src/front-door.ts`). A stale copy is served and starts its render as in `get`.
   */
  cached(key: string, render: () => Promise<RenderedPage>, status = 200): RenderedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.entries.delete(key); // least recently served first out: move it to the end
    this.entries.set(key, entry);
    if (!this.isFresh(entry) && this.now() >= entry.retryAt) {
      entry.retryAt = this.now() + this.options.retryAfterMs;
      this.renders(key, () => this.renderAndKeep(key, render, status)).catch((error: unknown) => this.options.onRenderError?.(key, error));
    }
    return entry.page;
  }

  /** Drops every copy (tests, and a deploy that wants a cold start). */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private isFresh({ page, renderedAt }: Entry): boolean {
    return this.now() - renderedAt < this.options.maxAgeMs && this.options.lastChangeOf(page.version.tags) <= page.version.readAt;
  }

  private async renderAndKeep(key: string, render: () => Promise<RenderedPage>, status: number): Promise<RenderedPage> {
    const page = await render();
    if (page.status !== status || !page.version) return page;
    const now = this.now();
    this.entries.delete(key);
    this.entries.set(key, { page: { ...page, version: page.version }, renderedAt: now, retryAt: now + this.options.retryAfterMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return page;
  }
}
