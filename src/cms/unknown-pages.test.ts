import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isUnknownPage, LOCALE_ROUTES, NOT_FOUND_RENDER_SEGMENT, notFoundKey } from "./unknown-pages";

const SLUGS = ["", "contact", "subscribe", "subscribe/[carSlug]", "mycars/[dealId]", "mycars/no-deal/report-damage"];

describe("unknown pages (issue 35 item 10)", () => {
  it.each<[string[], boolean]>([
    [["de-DE", "gibt-es-nicht"], true],
    [["en-US", "rand12345"], true],
    [["de-DE", "contact", "extra"], true],
    [["de-DE", NOT_FOUND_RENDER_SEGMENT], true],
    // A segment the catch-all page refuses whatever the slugs: control characters, a dot segment.
    [["de-DE", "contact\u0000"], true],
    [["de-DE", ".."], true],
    [["de-DE"], false],
    [["de-DE", "contact"], false],
    [["de-DE", "subscribe", "any-car"], false],
    [["de-DE", "mycars", "D-1"], false],
    // The routes of their own, whatever follows.
    [["de-DE", "demo-mailbox"], false],
    [["de-DE", "mobile", "auth"], false],
    [["de-DE", "module-gallery", "x"], false],
    // A shared referral link's landing.
    [["de-DE", "einladen", "FREUND-ABCD2345"], false],
    [["en-US", "invite", "FREUND-ABCD2345"], false],
    // The old shop paths Next redirects (account.md §2 Footer; seen as a 404 in e2e).
    [["de-DE", "kaufen"], false],
    [["en-US", "fahrzeuge", "elektro"], false],
    [["de-DE", "faq-kaufen"], false],
    [["de-DE", "fahrzeuge"], true],
    // Not below a locale: the proxy sends it to one first.
    [["xx-XX", "gibt-es-nicht"], false],
    [[], false],
  ])("%j unknown: %s", (segments, unknown) => {
    expect(isUnknownPage(segments, SLUGS)).toBe(unknown);
  });

  // A car slug outside the catalogue rendered an empty search with 200 per request.
  it.each<[string[], boolean]>([
    [["de-DE", "subscribe", "volkswagen-id3"], false],
    [["de-DE", "subscribe", "id3"], false],
    [["de-DE", "subscribe", "any-car"], true],
    [["de-DE", "subscribe"], false],
    [["de-DE", "mycars", "D-1"], false],
  ])("with the catalogue's models, %j unknown: %s", (segments, unknown) => {
    expect(isUnknownPage(segments, SLUGS, { carSlug: new Set(["volkswagen-id3", "id3"]) })).toBe(unknown);
  });

  it("knows every route of its own below the locale", () => {
    const directory = join(process.cwd(), "src/app/[locale]");
    const routes = readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith("[") && !entry.name.startsWith("("))
      .map((entry) => entry.name);
    expect([...LOCALE_ROUTES].sort()).toEqual(routes.sort());
  });

  it("keys the not-found copy by Host and locale, apart from every path", () => {
    expect(notFoundKey("portal.example", "de-DE")).toBe("portal.example not-found de-DE");
    expect(notFoundKey("portal.example", "de-DE")).not.toBe(notFoundKey("portal.example", "en-US"));
  });
});
