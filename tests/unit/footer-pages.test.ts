import { describe, expect, it } from "vitest";
import siteChrome from "../../fixtures/content/site-chrome.json" with { type: "json" };

/**
 * account.md §2 Footer: "Legal links: /terms, /privacy, /imprint, /terms-of-use, /privacy-careers"
 * and "Customer pages: /return, /cancelation, /contact, /damage-insurance, /studentenrabatt,
 * /loyalty, /referral", in the private footer and its business variant alike, in every locale: the
 * business footer had dropped /studentenrabatt and /loyalty. (The footer still leaves out a link to
 * an account page the viewer cannot reach, site-footer.tsx.)
 */
interface Link {
  label: string;
  href: string;
}
interface FooterFields {
  columns: Record<string, { title: string; links: Link[] }[]>;
  legalLinks: Record<string, Link[]>;
}
type Entry = (typeof siteChrome.entries)[number];

const LEGAL_PAGES = ["/terms", "/privacy", "/imprint", "/terms-of-use", "/privacy-careers"];
const CUSTOMER_PAGES = ["/return", "/cancelation", "/contact", "/damage-insurance", "/studentenrabatt", "/loyalty", "/referral"];

const footers = siteChrome.entries.filter((entry: Entry) => entry.sys.contentType.sys.id === "siteFooter");
const cases = footers.flatMap((footer) => {
  const fields = footer.fields as unknown as FooterFields;
  return Object.keys(fields.columns).map((locale) => ({ footer: footer.sys.id, locale, fields }));
});

describe("the footer's legal and customer pages (account.md §2 Footer)", () => {
  it("covers the private and the business footer in three locales", () => {
    expect(cases.map(({ footer, locale }) => `${footer} ${locale}`).sort()).toEqual([
      "site-footer de-DE",
      "site-footer en-DE",
      "site-footer en-US",
      "site-footer-business de-DE",
      "site-footer-business en-DE",
      "site-footer-business en-US",
    ]);
  });

  it.each(cases)("$footer, $locale: the legal links and one column with every customer page", ({ locale, fields }) => {
    expect(fields.legalLinks[locale]?.map((link) => link.href)).toEqual(LEGAL_PAGES);
    const customer = fields.columns[locale]?.find((column) => column.links.some((link) => link.href === "/contact"));
    expect(customer?.links.map((link) => link.href).sort()).toEqual([...CUSTOMER_PAGES].sort());
    for (const link of customer?.links ?? []) expect(link.label.trim(), link.href).not.toBe("");
  });

  it.each(["de-DE", "en-DE", "en-US"])("%s: the business footer's customer column names the pages as the private one does", (locale) => {
    const customerColumn = (id: string) =>
      (footers.find((footer) => footer.sys.id === id)!.fields as unknown as FooterFields).columns[locale]!.find((column) =>
        column.links.some((link) => link.href === "/contact"),
      );
    expect(customerColumn("site-footer-business")).toEqual(customerColumn("site-footer"));
  });
});
