import { describe, expect, it } from "vitest";
import { validateEntry, type ContentTypeDefinition, type EntryLookup, type FieldDefinition, type RawEntry } from "./validate-entry";

const entry = (id: string, contentType: string, fields: Record<string, unknown>): RawEntry => ({
  sys: { id, contentType: { sys: { id: contentType } } },
  fields,
});
const link = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });
const text = (value: string, marks: string[] = []) => ({
  nodeType: "text",
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const doc = (...content: unknown[]) => ({ nodeType: "document", data: {}, content });
const paragraph = (...content: unknown[]) => ({ nodeType: "paragraph", data: {}, content });

const lookupOf = (...entries: RawEntry[]): EntryLookup => new Map(entries.map((e) => [e.sys.id, e]));
const fieldsOf = (problems: { field: string }[]) => problems.map((problem) => problem.field);

describe("validateEntry against cms-schema", () => {
  const item = entry("item", "accordionItem", { title: "Frage", body: doc(paragraph(text("Antwort"))) });
  const lookup = lookupOf(item, entry("cta", "cta", { internalName: "CTA", text: "Los" }));
  const cta = (fields: Record<string, unknown>) => entry("c", "cta", { internalName: "CTA", text: "Los", ...fields });

  it("accepts a valid entry with links, enumerations and rich text", () => {
    const accordion = entry("faq", "accordion", {
      internalName: "FAQ",
      title: "Häufige Fragen",
      items: [link("item")],
      visibility: ["deal-is-active", "return-is-scheduled"],
    });
    expect(validateEntry(accordion, lookup)).toEqual([]);
    expect(validateEntry(item, lookup)).toEqual([]);
  });

  it("reports an unknown content type", () => {
    expect(validateEntry(entry("x", "legacyCarousel", {}), lookup)).toEqual([
      { field: "sys.contentType", message: 'unknown content type "legacyCarousel"' },
    ]);
  });

  it("reports missing required fields, but not missing optional ones", () => {
    expect(validateEntry(cta({ text: null }), lookup)).toEqual([{ field: "text", message: "is required" }]);
  });

  it("reports wrong field types", () => {
    expect(validateEntry(cta({ text: 42, newTab: "yes", visibility: "deal-is-active" }), lookup)).toEqual([
      { field: "text", message: "must be a string of at most 256 characters" },
      { field: "newTab", message: "must be true or false" },
      { field: "visibility", message: "must be a list" },
    ]);
  });

  it("checks `in` on fields and on array items", () => {
    const problems = validateEntry(cta({ variant: "loud", visibility: ["deal-is-active", "is-vip"] }), lookup);
    expect(fieldsOf(problems)).toEqual(["variant", "visibility[1]"]);
    expect(problems[0]?.message).toContain("must be one of primary, secondary, tertiary");
  });

  it("checks `regexp`, so that a link target cannot run script", () => {
    expect(fieldsOf(validateEntry(cta({ href: "javascript:alert(1)" }), lookup))).toEqual(["href"]);
    expect(validateEntry(cta({ href: "/mycars" }), lookup)).toEqual([]);
  });

  it("checks `size` of arrays and strings", () => {
    const emptyAccordion = entry("a", "accordion", { internalName: "FAQ", items: [] });
    expect(validateEntry(emptyAccordion, lookup)).toEqual([{ field: "items", message: "must have at least 1 item" }]);
    const page = entry("p", "page", { slug: "x", title: "X", seoDescription: "x".repeat(161) });
    expect(validateEntry(page, lookup)).toEqual([{ field: "seoDescription", message: "must have at most 160 characters" }]);
  });

  it("reports links to missing entries and to entries of the wrong content type", () => {
    const accordion = entry("faq", "accordion", { internalName: "FAQ", items: [link("gone"), link("cta")] });
    expect(validateEntry(accordion, lookup)).toEqual([
      { field: "items[0]", message: 'links to missing entry "gone"' },
      { field: "items[1]", message: 'links to a "cta" entry; allowed: accordionItem' },
    ]);
  });

  it("checks the rich text tree, its node types and its marks", () => {
    const firstProblem = (body: unknown) => validateEntry(entry("t", "textblock", { internalName: "T", body }), lookup)[0]?.message;

    expect(firstProblem("plain text")).toBe("must be a rich text document");
    expect(firstProblem(doc(paragraph({ nodeType: "hyperlink", data: {}, content: [text("x")] })))).toMatch(/not a valid rich text document.*uri/);
    expect(
      firstProblem(doc({ nodeType: "embedded-asset-block", data: { target: { sys: { type: "Link", linkType: "Asset", id: "a" } } }, content: [] })),
    ).toBe("uses disabled rich text nodes: embedded-asset-block");
    // Embedded entries and entry links are enabled, for the content types the schema names.
    expect(firstProblem(doc({ nodeType: "embedded-entry-block", data: { target: link("item") }, content: [] }))).toBe(
      'embeds a "accordionItem" entry in embedded-entry-block; allowed: cta, dataList, emergencyCallBlock',
    );
    expect(firstProblem(doc(paragraph({ nodeType: "entry-hyperlink", data: { target: link("item") }, content: [text("x")] })))).toBe(
      'embeds a "accordionItem" entry in entry-hyperlink; allowed: page',
    );
    expect(firstProblem(doc(paragraph(text("x", ["code"]))))).toBe("uses disabled rich text marks: code");
  });

  it("checks dates", () => {
    const announcement = (startDate: unknown) =>
      entry("a", "announcement", {
        internalName: "A",
        title: "T",
        name: "n",
        allowedRoles: ["admin"],
        type: "info",
        startDate,
      });
    expect(validateEntry(announcement("2026-01-01T00:00+01:00"), lookup)).toEqual([]);
    expect(validateEntry(announcement("2026-01-01"), lookup)).toEqual([]);
    expect(fieldsOf(validateEntry(announcement("1.1.2026"), lookup))).toEqual(["startDate"]);
    expect(fieldsOf(validateEntry(announcement("2026-13-45"), lookup))).toEqual(["startDate"]);
  });

  it("checks the field types the portal's content types do not use yet", () => {
    const field = (id: string, type: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({
      id,
      name: id,
      type,
      localized: false,
      required: false,
      disabled: false,
      omitted: false,
      validations: [],
      ...more,
    });
    const contentTypes: ContentTypeDefinition[] = [
      {
        sys: { id: "sample" },
        name: "Sample",
        displayField: "count",
        description: "",
        fields: [
          field("count", "Integer", { validations: [{ in: [1, 2] }] }),
          field("ratio", "Number"),
          field("data", "Object"),
          field("hidden", "Symbol", { required: true, omitted: true }),
        ],
      },
    ];
    const sample = (fields: Record<string, unknown>) => validateEntry(entry("s", "sample", fields), lookup, contentTypes);

    expect(sample({ count: 2, ratio: 0.5, data: { any: ["json"] } })).toEqual([]);
    expect(sample({ data: [{ rule: "required" }] })).toEqual([]); // a JSON field may hold a list
    expect(fieldsOf(sample({ count: 1.5, ratio: Number.NaN, data: "json" }))).toEqual(["count", "ratio", "data"]);
    expect(sample({ count: 3 })[0]?.message).toContain("must be one of 1, 2");
  });
});
