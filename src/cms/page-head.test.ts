import { describe, expect, it } from "vitest";
import { pageHeadLength } from "./page-head";

const rules = { isHeading: (module: string) => module === "heading", isBanner: (module: string) => module.startsWith("banner") };

describe("pageHeadLength (the modules a phone shows before the aside)", () => {
  it.each([
    { case: "the heading and its banners", modules: ["heading", "banner-a", "banner-b", "options", "banner-c"], head: 3 },
    { case: "a notice before the heading", modules: ["notice", "heading", "documents"], head: 2 },
    { case: "the heading alone", modules: ["heading", "documents"], head: 1 },
    { case: "no heading: the aside follows the whole column", modules: ["banner-a", "documents"], head: 0 },
    { case: "nothing", modules: [], head: 0 },
  ])("$case → $head", ({ modules, head }) => {
    expect(pageHeadLength(modules, rules)).toBe(head);
  });
});
