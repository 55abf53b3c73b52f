import { describe, expect, it } from "vitest";
import { CONTENT_VERSION_META, contentVersionOf, encodeContentVersion } from "./content-version";

describe("content version of a rendered page", () => {
  it("reads back what the page declared, as React writes it", () => {
    const version = { tags: ["cms", "cms:slugs:de-DE", "cms:page:de-DE:help/a&b"], readAt: 1_763_900_000_000 };
    const html = `<head><meta name="${CONTENT_VERSION_META}" content="${encodeContentVersion(version).replaceAll("&", "&amp;")}"/></head>`;
    expect(contentVersionOf(html)).toEqual(version);
  });

  it("is null for a page without one, or with a malformed one", () => {
    expect(contentVersionOf("<html><body>error</body></html>")).toBeNull();
    expect(contentVersionOf(`<meta name="${CONTENT_VERSION_META}" content="soon cms"/>`)).toBeNull();
    expect(contentVersionOf(`<meta name="${CONTENT_VERSION_META}" content="123"/>`)).toBeNull();
  });
});
