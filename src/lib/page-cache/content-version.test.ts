import { describe, expect, it } from "vitest";
import { CONTENT_VERSION_META, contentVersionOf, encodeContentVersion } from "./content-version";

describe("content version of a rendered page", () => {
  it("reads back what the page declared, as React writes it", () => {
    const version = { tags: ["cms", "cms:slugs:de-DE", "cms:page:de-DE:help/a&b"], readAt: 1_763_900_000_000 };
    const html = `<head><meta name="${CONTENT_VERSION_META}" content="${encodeContentVersion(version).replaceAll("&", "&amp;")}"/></head>`;
    expect(contentVersionOf(html)).toEqual(version);
  });

  it("reads it from the RSC payload of an error shell, where the not-found page's body is", () => {
    const payload = String.raw`self.__next_f.push([1,"16:[[\"$\",\"meta\",null,{\"name\":\"${CONTENT_VERSION_META}\",\"content\":\"1795895407278 cms cms:chrome:de-DE\"}]]"])`;
    expect(contentVersionOf(`<html id="__next_error__"><body><script>${payload}</script></body></html>`)).toEqual({
      tags: ["cms", "cms:chrome:de-DE"],
      readAt: 1_795_895_407_278,
    });
    // Text of the page that merely mentions it is escaped once more in the payload: no declaration.
    const text = String.raw`self.__next_f.push([1,"17:\"\\\"name\\\":\\\"${CONTENT_VERSION_META}\\\",\\\"content\\\":\\\"1 cms\\\"\""])`;
    expect(contentVersionOf(`<script>${text}</script>`)).toBeNull();
  });

  it("is null for a page without one, or with a malformed one", () => {
    expect(contentVersionOf("<html><body>error</body></html>")).toBeNull();
    expect(contentVersionOf(`<meta name="${CONTENT_VERSION_META}" content="soon cms"/>`)).toBeNull();
    expect(contentVersionOf(`<meta name="${CONTENT_VERSION_META}" content="123"/>`)).toBeNull();
  });
});
