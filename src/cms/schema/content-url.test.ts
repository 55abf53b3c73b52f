import { describe, expect, it } from "vitest";
import { CONTENT_LINK_PATTERN, isSafeContentLink } from "@/lib/content-url";
import { contentModel, validateEntry, type RawEntry } from "./validate-entry";

/** What an editor (or a compromised CMS account) might try to make a customer click. */
const DANGEROUS = [
  "javascript:alert(document.cookie)",
  "JavaScript:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "file:///etc/passwd",
  "http://example.com/unencrypted",
  "//evil.example/phish",
  "/\\evil.example/phish",
];
const SAFE = ["/mycars", "/mycars/{subscription_id}/mileage", "https://www.example.com/faq", "mailto:service@example.com", "tel:+49891234567"];

const entry = (contentType: string, fields: Record<string, unknown>): RawEntry => ({
  sys: { id: "e", contentType: { sys: { id: contentType } } },
  fields,
});
const hyperlink = (uri: string) => ({
  nodeType: "document",
  data: {},
  content: [
    {
      nodeType: "paragraph",
      data: {},
      content: [{ nodeType: "hyperlink", data: { uri }, content: [{ nodeType: "text", value: "Klick", marks: [], data: {} }] }],
    },
  ],
});

/** Every text field of the content model that holds an address, found by its name. */
const urlFields = contentModel.contentTypes.flatMap((type) =>
  type.fields
    .filter((field) => field.type === "Symbol" && /href|url|uri|image|link/i.test(field.id))
    .map((field) => [type.sys.id, field.id] as const),
);

describe("content links (issue 9 item 10)", () => {
  it.each(DANGEROUS)("refuses %j", (url) => expect(isSafeContentLink(url)).toBe(false));
  it.each(SAFE)("accepts %j", (url) => expect(isSafeContentLink(url)).toBe(true));

  it("is the pattern cms-schema gives the CTA link target", () => {
    const href = contentModel.contentTypes.find((type) => type.sys.id === "cta")?.fields.find((field) => field.id === "href");
    expect(href?.validations.map((validation) => validation.regexp?.pattern)).toContain(CONTENT_LINK_PATTERN);
  });

  it("finds the address fields of the model", () => {
    expect(urlFields).toEqual(
      expect.arrayContaining([
        ["cta", "href"],
        ["carOffer", "href"],
        ["carOffer", "image"],
        ["steps", "submitUrl"],
      ]),
    );
  });

  it.each(urlFields)("refuses every dangerous address in %s.%s", (contentType, field) => {
    for (const url of DANGEROUS) {
      const problems = validateEntry(entry(contentType, { [field]: url }), new Map());
      expect(
        problems.map((problem) => problem.field),
        `${contentType}.${field} = ${JSON.stringify(url)}`,
      ).toContain(field);
    }
  });

  it.each([
    ["textblock", "body"],
    ["accordionItem", "body"],
  ])("refuses every dangerous hyperlink in the rich text of %s.%s, and keeps the safe ones", (contentType, field) => {
    for (const url of DANGEROUS) {
      expect(validateEntry(entry(contentType, { [field]: hyperlink(url) }), new Map()), url).toContainEqual({
        field,
        message: `links to ${JSON.stringify(url)}, which is not a portal path or an https, mailto or tel address`,
      });
    }
    for (const url of SAFE) {
      expect(
        validateEntry(entry(contentType, { [field]: hyperlink(url) }), new Map()).filter((problem) => problem.field === field),
        url,
      ).toEqual([]);
    }
  });

  it("checks the hyperlinks of every rich text field of the model", () => {
    const richTextFields = contentModel.contentTypes.flatMap((type) =>
      type.fields.filter((field) => field.type === "RichText").map((field) => `${type.sys.id}.${field.id}`),
    );
    expect(richTextFields.sort()).toEqual(["accordionItem.body", "textblock.body"]);
  });
});
