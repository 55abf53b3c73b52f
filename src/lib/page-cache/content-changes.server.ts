import "server-only";
import { createRedis, getRedis } from "@/lib/redis/client.server";
import { redisUrl } from "@/lib/env";

/** Redis hash (tag → time of its last change) and the channel announcing changes to every instance. */
const CHANGES_KEY = "portal:content-changes";
const CHANGES_CHANNEL = "portal:content-changes";

interface ChangesState {
  changedAt: Map<string, number>;
  following: boolean;
}

// On globalThis: the publish webhook (a route) and the page cache (the proxy) are bundled apart
// but run in one process and must see one record.
const holder = globalThis as typeof globalThis & { __portalContentChanges?: ChangesState };
const state: ChangesState = (holder.__portalContentChanges ??= { changedAt: new Map(), following: false });

function record(tags: readonly string[], at: number): void {
  for (const tag of tags) state.changedAt.set(tag, Math.max(at, state.changedAt.get(tag) ?? 0));
}

/**
 * Records that the content behind these cache tags changed now (the publish webhook, after Next's
 * revalidateTag). With `REDIS_URL` every instance hears of it at once; without, this process is
 * the only one.
 */
export async function markContentChanged(tags: readonly string[], at: number = Date.now()): Promise<void> {
  record(tags, at);
  const redis = getRedis();
  if (!redis || tags.length === 0) return;
  await redis
    .multi()
    .hset(CHANGES_KEY, Object.fromEntries(tags.map((tag) => [tag, String(at)])))
    .publish(CHANGES_CHANNEL, JSON.stringify({ tags, at }))
    .exec();
}

/** When the newest of these tags last changed (0: never since this process started, or ever). */
export function lastChangeOf(tags: readonly string[]): number {
  followContentChanges();
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, state.changedAt.get(tag) ?? 0);
  return latest;
}

/**
 * With Redis: subscribes once per process to the changes other instances announce, and reads the
 * record on every (re)connect, so a change announced while this instance was cut off still counts.
 */
function followContentChanges(): void {
  const url = redisUrl();
  if (state.following || !url) return;
  state.following = true;
  const subscriber = createRedis(url);
  subscriber.on("ready", () => {
    void subscriber.subscribe(CHANGES_CHANNEL);
    void getRedis()
      ?.hgetall(CHANGES_KEY)
      .then((all) => {
        for (const [tag, at] of Object.entries(all)) record([tag], Number(at));
      })
      .catch((error: unknown) => console.error("[page-cache] reading content changes failed", error));
  });
  subscriber.on("message", (_channel: string, message: string) => {
    const change = parseChange(message);
    if (change) record(change.tags, change.at);
  });
}

function parseChange(message: string): { tags: string[]; at: number } | null {
  try {
    const { tags, at } = JSON.parse(message) as { tags?: unknown; at?: unknown };
    return Array.isArray(tags) && tags.every((tag) => typeof tag === "string") && typeof at === "number" ? { tags, at } : null;
  } catch {
    return null;
  }
}
