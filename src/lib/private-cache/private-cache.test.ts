import { describe, expect, it, vi } from "vitest";
import { PrivateCache, type Produced } from "./private-cache";

function setup({ maxBytes = 1_000, marginMs = 1_000 } = {}) {
  const clock = { now: 10_000 };
  const changes = new Map<string, number>();
  const lastChangeOf = vi.fn(async (tags: readonly string[]) => Math.max(0, ...tags.map((tag) => changes.get(tag) ?? 0)));
  const cache = new PrivateCache<string>({ maxBytes, maxAgeMs: 60_000, marginMs, lastChangeOf, now: () => clock.now });
  return { clock, changes, cache, lastChangeOf };
}

const kept = (value: string, readAt: number, tags = ["user:anna"]): (() => Promise<Produced<string>>) =>
  vi.fn(async () => ({ value, copy: { reads: [{ tags, readAt }], bytes: value.length } }));

describe("PrivateCache", () => {
  it("serves a kept copy to the same key until one of its tags changes", async () => {
    const { cache, changes, clock } = setup();
    expect(await cache.get("token /de-DE/mycars", kept("v1", 10_000))).toEqual({ value: "v1", hit: false });
    const again = kept("v2", 10_000);
    expect(await cache.get("token /de-DE/mycars", again)).toEqual({ value: "v1", hit: true });
    expect(again).not.toHaveBeenCalled();

    clock.now = 12_000;
    changes.set("user:anna", 12_000); // a write of Anna's
    expect(await cache.get("token /de-DE/mycars", kept("v2", 12_500))).toEqual({ value: "v2", hit: false });
  });

  it("never serves a stale copy: the request after a change waits for a fresh one", async () => {
    const { cache, changes } = setup();
    await cache.get("k", kept("before", 10_000));
    changes.set("user:anna", 10_000);
    const produce = kept("after", 10_100);
    expect((await cache.get("k", produce)).value).toBe("after");
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it("counts a change up to the margin before the read as newer (the clocks of instances differ)", async () => {
    const { cache, changes, clock } = setup({ marginMs: 1_000 });
    changes.set("user:anna", 9_500);
    await cache.get("k", kept("read 0.5 s after a change", 10_000));
    const produce = kept("read 2 s after it", 11_500);
    expect((await cache.get("k", produce)).hit).toBe(false);
    clock.now = 11_600;
    expect(await cache.get("k", kept("x", 11_600))).toEqual({ value: "read 2 s after it", hit: true });
  });

  it("checks every read of a copy against its own tags (content read long before, data at the render)", async () => {
    const { cache, changes } = setup();
    const produce = vi.fn(async () => ({
      value: "page",
      copy: {
        reads: [
          { tags: ["cms:page:de-DE:mycars"], readAt: 2_000 },
          { tags: ["user:anna"], readAt: 10_000 },
        ],
        bytes: 4,
      },
    }));
    changes.set("user:anna", 5_000); // before the render: the page shows it
    await cache.get("k", produce);
    expect((await cache.get("k", produce)).hit).toBe(true);
    changes.set("cms:page:de-DE:mycars", 3_000); // a publish after the content was read
    expect((await cache.get("k", produce)).hit).toBe(false);
  });

  it("gives a copy up after its maximum age, and when the record cannot be read", async () => {
    const { cache, clock, lastChangeOf } = setup();
    await cache.get("k", kept("v1", 10_000));
    clock.now = 10_000 + 60_000;
    expect((await cache.get("k", kept("v2", 70_000))).value).toBe("v2");
    lastChangeOf.mockRejectedValueOnce(new Error("Redis is not connected"));
    expect((await cache.get("k", kept("v3", 70_000))).value).toBe("v3");
  });

  it("answers what it was told not to keep, and keeps the other keys apart", async () => {
    const { cache } = setup();
    const notKept = vi.fn(async () => ({ value: "a redirect", copy: null }));
    await cache.get("k", notKept);
    await cache.get("k", notKept);
    expect(notKept).toHaveBeenCalledTimes(2);
    await cache.get("session-a /mycars", kept("Anna's", 10_000));
    expect((await cache.get("session-b /mycars", kept("Paul's", 10_000))).value).toBe("Paul's");
    expect((await cache.get("session-a /mycars", kept("x", 10_000))).value).toBe("Anna's");
  });

  it("holds at most maxBytes, the least recently served going first", async () => {
    const { cache } = setup({ maxBytes: 10 });
    await cache.get("a", kept("aaaa", 10_000));
    await cache.get("b", kept("bbbb", 10_000));
    await cache.get("a", kept("x", 10_000)); // a served again: b is now the oldest
    await cache.get("c", kept("cccc", 10_000));
    expect(cache.size).toBe(2);
    expect(cache.storedBytes).toBe(8);
    expect((await cache.get("a", kept("new a", 10_000))).hit).toBe(true);
    expect((await cache.get("b", kept("new b", 10_000))).hit).toBe(false);
    await cache.get("huge", kept("x".repeat(11), 10_000));
    expect(cache.storedBytes).toBeLessThanOrEqual(10);
  });

  it("answers a fresh copy without making one (the front door), and drops a stale one", async () => {
    const { cache, changes, clock } = setup();
    expect(await cache.cached("k")).toBeNull();
    await cache.get("k", kept("v1", 10_000));
    expect(await cache.cached("k")).toEqual({ value: "v1" });
    clock.now = 12_000;
    changes.set("user:anna", 12_000);
    expect(await cache.cached("k")).toBeNull();
    expect(cache.size).toBe(0);
  });
});
