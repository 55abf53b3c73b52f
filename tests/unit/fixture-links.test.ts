import { describe, expect, it } from "vitest";
import { matchPageSlug } from "@/cms/page-match";
import { FIXTURE_ENTRIES } from "@/cms/source/fixtures-source";

/**
 * Every portal link of the content fixtures leads to a page of the fixtures: a CTA never sends a
 * customer to a 404. URL templates stand for a deal (`{subscription_id}` → any id).
 */
const pageSlugs = FIXTURE_ENTRIES.filter((entry) => entry.sys.contentType.sys.id === "page").map((entry) =>
  String(entry.fields.slug?.["de-DE"] ?? ""),
);

const internalLinks = FIXTURE_ENTRIES.filter((entry) => entry.sys.contentType.sys.id === "cta")
  .map((entry) => ({ id: entry.sys.id, href: entry.fields.href?.["de-DE"] }))
  .filter((link): link is { id: string; href: string } => typeof link.href === "string" && link.href.startsWith("/"));

describe("links in the content fixtures", () => {
  it("include internal CTA links", () => {
    expect(internalLinks.length).toBeGreaterThan(2);
  });

  it.each(internalLinks.map((link) => [link.id, link.href] as const))("%s (%s) leads to a page", (_id, href) => {
    const path = href.split(/[?#]/)[0]!.replace(/\{subscription_id\}/g, "deal-1");
    const segments = path.split("/").filter(Boolean);
    expect(matchPageSlug(segments, pageSlugs), href).not.toBeNull();
  });
});
