import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentSource } from "@/cms/types";
import type { Locale } from "@/i18n/locales";
import { createFixturesSource } from "../source/fixtures-source";
import { revalidateEntry } from "./revalidate-entry.server";

const { revalidateTag, source } = vi.hoisted(() => ({
  revalidateTag: vi.fn(),
  source: { current: null as ContentSource | null },
}));
vi.mock("next/cache", () => ({ revalidateTag }));
vi.mock("../source/get-content-source", () => ({ getContentSource: () => source.current }));
// The shared cache is the fixtures too: cached and fresh versions agree.
vi.mock("../get-page.server", () => {
  const cached = createFixturesSource();
  return {
    getPublishedSlugs: (locale: Locale) => cached.listPageSlugs(locale, { preview: false }),
    getPublishedPage: (slug: string, locale: Locale) => cached.getPage(slug, locale, { preview: false }),
  };
});

const unreachable: ContentSource = {
  name: "contentful",
  getPage: () => Promise.reject(new Error("connect ECONNREFUSED")),
  listPageSlugs: () => Promise.reject(new Error("connect ECONNREFUSED")),
  getSiteChrome: () => Promise.reject(new Error("connect ECONNREFUSED")),
};

beforeEach(() => {
  revalidateTag.mockClear();
  source.current = createFixturesSource();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("revalidateEntry (the publish webhook)", () => {
  it("marks the pages including the entry stale, never expired: the cached page is served until a fresh one is read", async () => {
    const tags = await revalidateEntry({ entryId: "home-welcome", contentType: "textblock", action: "publish" });
    expect(tags).toEqual(["cms:page:de-DE:", "cms:page:en-DE:", "cms:page:en-US:"]);
    expect(revalidateTag.mock.calls).toEqual(tags.map((tag) => [tag, "max"]));
  });

  it("marks all content stale when Contentful cannot be read, since which pages include the entry is unknown", async () => {
    source.current = unreachable;
    const tags = await revalidateEntry({ entryId: "home-welcome", contentType: "textblock", action: "publish" });
    expect(tags).toEqual(["cms"]);
    expect(revalidateTag.mock.calls).toEqual([["cms", "max"]]);
  });
});
