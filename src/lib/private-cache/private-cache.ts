/**
 * Answers made for one signed-in session (its pages, its BFF reads), kept so that the same request
 * of the same session is answered without rendering or reading again
 * (docs/performance.md "Private cache"). A copy is served only while it is fresh:
 *
 * - younger than `maxAgeMs` (what changes without a write of the customer's, such as the clock's
 *   day or the operations side, shows within that);
 * - none of its tags changed since it was read (`lastChangeOf`: a write of the customer's, or of
 *   their company, marks `data-tags.ts`'s tags; a publish marks content tags), with `marginMs` of
 *   room for the clocks of several instances;
 * - and the check itself answered: a record that cannot be read (Redis away) is a miss.
 *
 * A stale copy is never served, not even while a new one is made: after their own change a
 * customer must see it. Each miss produces for itself (no single flight: a render that began
 * before a write must not answer a request that came after it). At most `maxBytes` are kept,
 * the least recently served going first.
 */
export const PRIVATE_COPY_MAX_AGE_MS = 60_000;
/** A change this close before a copy's read still outdates it: the clocks of instances differ a little. */
export const CLOCK_MARGIN_MS = 1_000;

/** What a copy shows was read at `readAt` (or later) from what these tags name. */
export interface TaggedRead {
  tags: readonly string[];
  readAt: number;
}

export interface PrivateCopy {
  /** The content it was built from (read when it left the CMS), the customer's data (read at the render's start). */
  reads: readonly TaggedRead[];
  /** Its size for the memory bound (string length is close enough). */
  bytes: number;
}

export interface Produced<T> {
  value: T;
  /** Null: answered as it is and not kept (an error, a redirect, a page that declared nothing). */
  copy: PrivateCopy | null;
}

interface Entry<T> extends PrivateCopy {
  value: T;
  storedAt: number;
}

export interface PrivateCacheOptions {
  maxBytes: number;
  maxAgeMs?: number;
  marginMs?: number;
  /** The newest change of these tags; may throw (then the copy is not trusted). */
  lastChangeOf: (tags: readonly string[]) => Promise<number>;
  now?: () => number;
}

export class PrivateCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;
  private readonly now: () => number;
  private readonly maxAgeMs: number;
  private readonly marginMs: number;

  constructor(private readonly options: PrivateCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxAgeMs = options.maxAgeMs ?? PRIVATE_COPY_MAX_AGE_MS;
    this.marginMs = options.marginMs ?? CLOCK_MARGIN_MS;
  }

  /** The fresh copy under `key`, or what `produce` makes (kept when it says so). */
  async get(key: string, produce: () => Promise<Produced<T>>): Promise<{ value: T; hit: boolean }> {
    const copy = await this.cached(key);
    if (copy) return { value: copy.value, hit: true };
    const produced = await produce();
    if (produced.copy) this.keep(key, produced.value, produced.copy);
    return { value: produced.value, hit: false };
  }

  /** The fresh copy under `key`, or null (a stale one is dropped): nothing is made. */
  async cached(key: string): Promise<{ value: T } | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (!(await this.isFresh(entry))) {
      this.remove(key, entry);
      return null;
    }
    // Least recently served goes first: move it to the end. It may have gone while the check ran.
    if (this.entries.get(key) === entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return { value: entry.value };
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  private async isFresh(entry: Entry<T>): Promise<boolean> {
    if (this.now() - entry.storedAt >= this.maxAgeMs) return false;
    try {
      const changes = await Promise.all(entry.reads.map(({ tags }) => this.options.lastChangeOf(tags)));
      return entry.reads.every(({ readAt }, index) => (changes[index] ?? Infinity) < readAt - this.marginMs);
    } catch {
      return false;
    }
  }

  private keep(key: string, value: T, copy: PrivateCopy): void {
    if (copy.bytes > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { ...copy, value, storedAt: this.now() });
    this.bytes += copy.bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  private remove(key: string, entry: Entry<T>): void {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
