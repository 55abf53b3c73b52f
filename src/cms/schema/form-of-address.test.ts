import { describe, expect, it } from "vitest";
import { FIXTURE_ENTRIES, localizeEntry } from "@/cms/source/fixtures-source";
import { businessVariantProblems } from "./form-of-address";
import { informalWords } from "./informal-address";
import { getContentType, type RawEntry } from "./validate-entry";

const hasVariantField = (contentType: string) => getContentType(contentType)?.fields.some((field) => field.id === "businessVariant") ?? false;

describe("informalWords", () => {
  it.each([
    ["Wie viel bist du gefahren?", ["du"]],
    ["Melde deinen Kilometerstand, dann schicken wir dir die Rechnung.", ["deinen", "dir"]],
    ["Dein Abo endet bald", ["Dein"]],
    ["Wie viele Kilometer sind Sie gefahren?", []],
    ["Dubai, Duisburg, Dirk, Dichtung, Deinstallation", []],
    ["Auto-Abo für dich.", ["dich"]],
  ])("%s → %j", (text, words) => expect(informalWords(text)).toEqual(words));
});

describe("businessVariantProblems", () => {
  const entry = (id: string, contentType: string, fields: Record<string, unknown>): RawEntry => ({
    sys: { id, contentType: { sys: { id: contentType } } },
    fields,
  });
  const link = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });
  const check = (...entries: RawEntry[]) => businessVariantProblems(entries, new Map(entries.map((item) => [item.sys.id, item])), hasVariantField);

  it("names a module that says du to business customers without a variant", () => {
    expect(check(entry("t1", "textblock", { title: "Wie viel bist du gefahren?" }))).toEqual([
      'textblock "t1" says "du" and has no business variant',
    ]);
  });
  it("accepts it with a variant in Sie, and names a variant that says du too", () => {
    const sie = entry("t1-b2b", "textblock", { title: "Wie viel sind Sie gefahren?", visibility: [] });
    expect(check(entry("t1", "textblock", { title: "Wie viel bist du gefahren?", businessVariant: link("t1-b2b") }), sie)).toEqual([]);
    const du = entry("t2-b2b", "textblock", { title: "Dein Abo" });
    expect(check(entry("t2", "textblock", { title: "Dein Abo", businessVariant: link("t2-b2b") }), du)).toEqual([
      'textblock "t2": its business variant "t2-b2b" says "dein"',
      'textblock "t2-b2b" says "dein" and has no business variant',
    ]);
  });
  it("reads linked entries: an accordion's items, a form's steps and fields", () => {
    const item = entry("i1", "accordionItem", { title: "Wann kommt dein Auto?", body: "…" });
    expect(check(entry("a1", "accordion", { title: "FAQ", items: [link("i1")] }), item)).toEqual([
      'accordion "a1" says "dein" and has no business variant',
    ]);
  });
  it("leaves out what business customers never see: private deals only, visitors and private customers only", () => {
    expect(check(entry("t3", "textblock", { title: "Dein Abo", visibility: ["deal-is-b2c"] }))).toEqual([]);
    expect(check(entry("p1", "promo", { title: "Melde dich an", audiences: ["visitor"] }))).toEqual([]);
    expect(check(entry("p2", "promo", { title: "Melde dich an", audiences: ["visitor", "fleet_manager"] }))).toEqual([
      'promo "p2" says "dich" and has no business variant',
    ]);
  });
  it("a page's title and SEO texts say du to nobody: every audience reads them", () => {
    expect(check(entry("p", "page", { title: "Dein Kundenportal", seoTitle: "Kundenportal" }))).toEqual([
      'page "p" says "dein"; a page\'s title and SEO texts are shared by every audience',
    ]);
    expect(check(entry("p", "page", { title: "Kundenportal", seoDescription: "Das Auto-Abo online verwalten." }))).toEqual([]);
  });
  it("a deal banner needs its business texts, in Sie", () => {
    expect(check(entry("b1", "dealBanner", { title: "Plane deine Rückgabe", text: "…" }))).toEqual([
      'dealBanner "b1" says "deine" and has no business texts',
    ]);
    expect(
      check(entry("b2", "dealBanner", { title: "Plane deine Rückgabe", text: "…", businessTitle: "Planen Sie Ihre Rückgabe", businessText: "…" })),
    ).toEqual([]);
  });
});

describe("the content (fixtures), in German", () => {
  it("says du to business customers nowhere: every such entry has its Sie variant", () => {
    const entries = FIXTURE_ENTRIES.map((item) => localizeEntry(item, "de-DE"));
    const problems = businessVariantProblems(entries, new Map(entries.map((item) => [item.sys.id, item])), hasVariantField);
    expect(problems).toEqual([]);
  });
});
