import { describe, expect, it } from "vitest";
import { matchPageSlug } from "./page-match";

const slugs = ["", "login", "mycars", "mycars/[dealId]", "mycars/no-deal", "mycars/[dealId]/return", "[section]/[dealId]/return"];

describe("matchPageSlug", () => {
  it.each([
    [[], { slug: "", params: {} }],
    [["mycars"], { slug: "mycars", params: {} }],
    [["mycars", "deal-1"], { slug: "mycars/[dealId]", params: { dealId: "deal-1" } }],
    [["mycars", "no-deal"], { slug: "mycars/no-deal", params: {} }],
    [["mycars", "deal-1", "return"], { slug: "mycars/[dealId]/return", params: { dealId: "deal-1" } }],
    [["b2b", "deal-1", "return"], { slug: "[section]/[dealId]/return", params: { section: "b2b", dealId: "deal-1" } }],
  ])("matches %j", (segments, expected) => {
    expect(matchPageSlug(segments, slugs)).toEqual(expected);
  });

  it.each([[["unknown"]], [["mycars", "deal-1", "extra", "more"]], [["login", "x"]], [["mycars", ""]]])("finds nothing for %j", (segments) => {
    expect(matchPageSlug(segments, slugs)).toBeNull();
  });

  it("prefers the exact slug whatever the order of the list", () => {
    expect(matchPageSlug(["mycars", "no-deal"], [...slugs].reverse())).toEqual({ slug: "mycars/no-deal", params: {} });
  });

  it("has no home page when no slug is empty", () => {
    expect(matchPageSlug([], ["mycars"])).toBeNull();
  });
});
