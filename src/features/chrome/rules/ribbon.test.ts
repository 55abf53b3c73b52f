import { describe, expect, it } from "vitest";
import { helpHref, MENU_POPULAR_LIMIT, readNavigation, sectionItems } from "./chrome-content";
import {
  BACK_FROM_PRODUCT_ATTRIBUTE,
  BACK_FROM_PRODUCT_KEY,
  BACK_FROM_PRODUCT_MARK_SCRIPT,
  backFromProductTarget,
  isClubPath,
  isRibbonHiddenOnPath,
  RIBBON_DELAY_MS,
  RIBBON_DISMISSED_MAX_AGE_SECONDS,
  ribbonDismissedCookie,
} from "./ribbon";

describe("ribbon (account.md §2 Header, §9)", () => {
  it("keeps the spec's numbers", () => {
    expect(RIBBON_DELAY_MS).toBe(300);
    expect(RIBBON_DISMISSED_MAX_AGE_SECONDS).toBe(30 * 86_400);
    expect(ribbonDismissedCookie(false)).toContain("Max-Age=2592000");
  });

  it.each([
    ["/portal/de-DE", null, false],
    ["/portal/de-DE/subscribe", null, false],
    ["/portal/de-DE/partnerships/", null, true],
    ["/portal/de-DE/partnerships/adac", "/partnerships/kartenzahlung", true],
    ["/portal/de-DE/partnerships/kartenzahlung", "/partnerships/kartenzahlung", false],
    ["/portal/de-DE/partnerships/kartenzahlung?x=1", "/partnerships/kartenzahlung", false],
    ["/portal/de-DE/club", null, true],
    ["/portal/de-DE/club/vorteile", null, true],
    ["/portal/de-DE/clubhouse", null, false],
  ])("on %s (partner %s) hidden: %s", (path, partner, hidden) => {
    expect(isRibbonHiddenOnPath(path, partner)).toBe(hidden);
  });

  it("accepts a stored back-from-product path of this site only", () => {
    expect(backFromProductTarget("/portal/de-DE/subscribe/suv")).toBe("/portal/de-DE/subscribe/suv");
    expect(backFromProductTarget("//evil.example")).toBeNull();
    expect(backFromProductTarget("https://evil.example")).toBeNull();
    expect(backFromProductTarget(null)).toBeNull();
  });

  // The header's inline mark reserves the back button's slot by the same rule.
  it.each([["/portal/de-DE/subscribe/suv"], ["//evil.example"], ["/\\evil.example"], ["https://evil.example"], [""], [null]])(
    "the inline mark for a stored %j agrees with backFromProductTarget",
    (stored) => {
      const attributes = new Set<string>();
      const root = { toggleAttribute: (name: string, on: boolean) => void (on ? attributes.add(name) : attributes.delete(name)) };
      const storage = { getItem: (key: string) => (key === BACK_FROM_PRODUCT_KEY ? stored : null) };
      new Function("sessionStorage", "document", BACK_FROM_PRODUCT_MARK_SCRIPT)(storage, { documentElement: root });
      expect(attributes.has(BACK_FROM_PRODUCT_ATTRIBUTE)).toBe(backFromProductTarget(stored) !== null);
    },
  );

  it("the inline mark does nothing where storage is blocked", () => {
    const storage = {
      getItem: () => {
        throw new Error("blocked");
      },
    };
    expect(() => new Function("sessionStorage", "document", BACK_FROM_PRODUCT_MARK_SCRIPT)(storage, {})).not.toThrow();
  });
});

describe("header content", () => {
  it("appends the customer id to the help link of a signed-in customer", () => {
    const link = { label: "Hilfe", href: "https://hilfe.example.com/de", text: null };
    expect(helpHref(link, null)).toBe("https://hilfe.example.com/de");
    expect(helpHref(link, "C-17")).toBe("https://hilfe.example.com/de?customer_id=C-17");
    expect(helpHref({ ...link, href: "/contact?topic=a#top" }, "7")).toBe("/contact?topic=a&customer_id=7#top");
  });

  it("shows the first 5 popular brands and models, every item of other sections", () => {
    const items = Array.from({ length: 7 }, (_, index) => ({ label: `B${index}`, href: `/subscribe/b${index}` }));
    const [nav] = readNavigation([
      {
        label: "Autos",
        href: "/subscribe",
        menu: {
          sections: [
            { type: "popular-brands", items },
            { type: "list", items },
          ],
        },
      },
    ]);
    expect(MENU_POPULAR_LIMIT).toBe(5);
    expect(sectionItems(nav!.sections[0]!)).toHaveLength(5);
    expect(sectionItems(nav!.sections[1]!)).toHaveLength(7);
  });

  it("refuses unsafe links and unknown section types", () => {
    expect(() => readNavigation([{ label: "X", href: "javascript:alert(1)" }])).toThrow(/href/);
    expect(() => readNavigation([{ label: "X", href: "/x", menu: { sections: [{ type: "video" }] } }])).toThrow(/type/);
  });
});

describe("a /club page sets the ribbon's dismissed cookie (account.md §2 Header)", () => {
  it.each([
    ["/portal/de-DE/club", true],
    ["/portal/de-DE/club/events?x=1", true],
    ["/portal/de-DE/clubhouse", false],
    ["/portal/de-DE/privacy", false],
  ])("%s → %s", (path, club) => {
    expect(isClubPath(path)).toBe(club);
  });
});
