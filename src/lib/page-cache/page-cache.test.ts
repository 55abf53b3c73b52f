import { describe, expect, it, vi } from "vitest";
import { PageCache, type RenderedPage } from "./page-cache";

const TAGS = ["cms", "cms:slugs:de-DE", "cms:page:de-DE:"];

function page(body: string, readAt: number, status = 200): RenderedPage {
  return { status, headers: [["content-type", "text/html"]], body, version: status === 200 ? { tags: TAGS, readAt } : null };
}

function setup() {
  const clock = { now: 1_000 };
  const changes = new Map<string, number>();
  const cache = new PageCache({
    maxEntries: 2,
    maxAgeMs: 300_000,
    retryAfterMs: 1_000,
    lastChangeOf: (tags) => Math.max(0, ...tags.map((tag) => changes.get(tag) ?? 0)),
    now: () => clock.now,
  });
  return { clock, changes, cache };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("PageCache", () => {
  it("renders a miss once however many visitors ask at the same moment, then serves the copy", async () => {
    const { cache } = setup();
    const render = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page("home", 900);
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get("/de-DE", render)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer.body === "home")).toBe(true);
    expect((await cache.get("/de-DE", render)).body).toBe("home");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("after a change of one of its tags serves the stale copy while one render replaces it", async () => {
    const { cache, changes, clock } = setup();
    await cache.get("/de-DE", async () => page("old", 900));
    changes.set("cms:page:de-DE:", 1_500);
    clock.now = 2_000;
    let finish = () => {};
    const rendering = new Promise<void>((resolve) => (finish = resolve));
    const render = vi.fn(async () => {
      await rendering;
      return page("new", 1_900);
    });
    expect((await cache.get("/de-DE", render)).body).toBe("old");
    expect((await cache.get("/de-DE", render)).body).toBe("old"); // the render is still running
    finish();
    await settle();
    expect(render).toHaveBeenCalledTimes(1);
    expect((await cache.get("/de-DE", render)).body).toBe("new");
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("renders again, at most once a second, while the content it reads is older than the change", async () => {
    const { cache, changes, clock } = setup();
    await cache.get("/de-DE", async () => page("old", 900));
    changes.set("cms", 1_500);
    clock.now = 2_000;
    const render = vi.fn(async () => page("still old content", 1_200));
    await cache.get("/de-DE", render);
    await settle();
    await cache.get("/de-DE", render);
    await settle();
    expect(render).toHaveBeenCalledTimes(1);
    clock.now = 3_000;
    await cache.get("/de-DE", render);
    await settle();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("ignores changes of other pages and renders again once the copy is older than the content's refresh", async () => {
    const { cache, changes, clock } = setup();
    await cache.get("/de-DE", async () => page("home", 900));
    changes.set("cms:page:de-DE:help", 5_000);
    clock.now = 6_000;
    const render = vi.fn(async () => page("home again", 5_900));
    await cache.get("/de-DE", render);
    await settle();
    expect(render).not.toHaveBeenCalled();
    clock.now = 1_000 + 300_000;
    expect((await cache.get("/de-DE", render)).body).toBe("home");
    await settle();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keeps only 200s that declare their content, answering anything else as rendered", async () => {
    const { cache } = setup();
    const missing = vi.fn(async () => page("not found", 0, 404));
    expect((await cache.get("/de-DE/nothing", missing)).status).toBe(404);
    await cache.get("/de-DE/nothing", missing);
    expect(missing).toHaveBeenCalledTimes(2);
    const undeclared = vi.fn(async () => ({ ...page("dialog", 0), version: null }));
    await cache.get("/de-DE/x", undeclared);
    await cache.get("/de-DE/x", undeclared);
    expect(undeclared).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("keeps a declared 404 under a key that stands for one (a locale's not-found page), and refreshes it as a 404", async () => {
    const { cache, changes, clock } = setup();
    const declared404 = (body: string, readAt: number): RenderedPage => ({ ...page(body, readAt), status: 404 });
    const notFound = vi.fn(async () => declared404("not found", 900));
    expect((await cache.get("host not-found de-DE", notFound, 404)).status).toBe(404);
    expect((await cache.get("host not-found de-DE", notFound, 404)).body).toBe("not found");
    expect(notFound).toHaveBeenCalledTimes(1);
    changes.set("cms", 1_500);
    clock.now = 2_000;
    const again = vi.fn(async () => declared404("not found again", 1_900));
    expect(cache.cached("host not-found de-DE", again, 404)?.body).toBe("not found");
    await settle();
    expect(cache.cached("host not-found de-DE", again, 404)?.body).toBe("not found again");
    // Under such a key a 200 is not what it stands for: answered, never kept.
    const found = vi.fn(async () => page("a page", 0));
    await cache.get("host not-found en-US", found, 404);
    await cache.get("host not-found en-US", found, 404);
    expect(found).toHaveBeenCalledTimes(2);
  });

  it("keeps a stale copy when its render fails (the CMS is down), and drops the least recently served beyond its size", async () => {
    const { cache, changes, clock } = setup();
    await cache.get("/a", async () => page("a", 900));
    changes.set("cms", 1_500);
    clock.now = 2_000;
    expect((await cache.get("/a", () => Promise.reject(new Error("down")))).body).toBe("a");
    await settle();
    expect((await cache.get("/a", () => Promise.reject(new Error("down")))).body).toBe("a");
    await cache.get("/b", async () => page("b", 2_000));
    await cache.get("/a", async () => page("a", 2_000));
    await cache.get("/c", async () => page("c", 2_000));
    expect(cache.size).toBe(2);
    const b = vi.fn(async () => page("b again", 2_000));
    await cache.get("/b", b);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("answers a copy it holds without rendering a miss (the front door), a stale copy starting its render", async () => {
    const { cache, changes, clock } = setup();
    const render = vi.fn(async () => page("home", 900));
    expect(cache.cached("/de-DE", render)).toBeNull();
    expect(render).not.toHaveBeenCalled();
    await cache.get("/de-DE", render);
    expect(cache.cached("/de-DE", render)?.body).toBe("home");
    expect(render).toHaveBeenCalledTimes(1);
    changes.set("cms", 1_500);
    clock.now = 2_000;
    const again = vi.fn(async () => page("home, new", 1_900));
    expect(cache.cached("/de-DE", again)?.body).toBe("home");
    await settle();
    expect(again).toHaveBeenCalledTimes(1);
    expect(cache.cached("/de-DE", again)?.body).toBe("home, new");
  });
});
