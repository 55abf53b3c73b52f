import { FIXTURE_DRAFTS, FIXTURE_ENTRIES } from "../source/fixtures-source";
import { visibilityRules } from "../visibility";
import { checkPublishedEntry, contentProblems, type CheckedEntry } from "./content-check";

const ruleNames = Object.keys(visibilityRules);

function entry(id: string, contentType: string, fields: Record<string, Record<string, unknown>>): CheckedEntry {
  return { sys: { id, contentType: { sys: { id: contentType } } }, fields };
}
const all = (value: unknown) => ({ "de-DE": value, "en-DE": value, "en-US": value });
const link = (id: string) => ({ "de-DE": { sys: { type: "Link", linkType: "Entry", id } } });
const page = (slug: string) => entry(`page-${slug}`, "page", { slug: { "de-DE": slug }, title: all(slug) });
const PAGES = [page("mycars"), page("mycars/[dealId]"), page("myaccount/invoices")];

describe("the content check's refusals, in plain words (issue 41 item 4)", () => {
  it.each([
    [
      "a text missing in a locale",
      entry("t1", "textblock", { internalName: { "de-DE": "Welcome" }, title: { "de-DE": "Willkommen", "en-DE": "Welcome" } }),
      'Text block "Welcome": the text "Title" is missing in en-US.',
    ],
    [
      "a link to a portal page that does not exist",
      entry("c1", "cta", { internalName: { "de-DE": "To invoices" }, text: all("Rechnungen"), href: { "de-DE": "/myaccount/invoicez" } }),
      'Call to action "To invoices" links to "/myaccount/invoicez", a page the portal does not have.',
    ],
    [
      "a rule the code does not define",
      entry("t2", "textblock", { internalName: { "de-DE": "Hint" }, title: all("Hinweis"), visibility: { "de-DE": ["deal-is-delayed"] } }),
      'Text block "Hint" shows only when "deal-is-delayed" holds, but there is no such rule.',
    ],
    [
      "a banner without the rules its kind needs",
      entry("b1", "dealBanner", {
        internalName: { "de-DE": "Delay" },
        banner: { "de-DE": "delivery-delay" },
        title: all("Ihre Lieferung verzögert sich"),
        text: all("Der neue Termin ist {date}."),
        visibility: { "de-DE": ["order-status-visible"] },
      }),
      'Deal banner "Delay" is a "delivery-delay" banner but does not require "delivery-delayed": it would show on deals it does not fit.',
    ],
    [
      "du in a business variant",
      entry("t3", "textblock", { internalName: { "de-DE": "Hello" }, title: all("Hallo"), businessVariant: link("t3-b2b") }),
      'Business customers are addressed with "Sie": textblock "t3": its business variant "t3-b2b" says "du".',
    ],
  ])("refuses %s", (_what, checked, message) => {
    // The "du" case's business variant; in the others it is absent (an entry without an owner that says "du" is a problem of its own).
    const variant =
      checked.sys.id === "t3" ? [entry("t3-b2b", "textblock", { internalName: { "de-DE": "Hello (Sie)" }, title: all("Hast du Fragen?") })] : [];
    expect(contentProblems([...PAGES, ...variant, checked], { ruleNames }).map((problem) => problem.message)).toEqual([message]);
  });

  it("lets through links to existing pages (placeholders included) and to the shop's own pages", () => {
    const links = entry("c2", "cta", {
      internalName: { "de-DE": "Links" },
      text: all("Los"),
      href: { "de-DE": "/mycars/deal-1?modalName=x", "en-DE": "/subscribe", "en-US": "/mycars" },
    });
    expect(contentProblems([...PAGES, links], { ruleNames })).toEqual([]);
  });

  it("on publish (the webhook side) names only the published entry's problems", () => {
    const broken = entry("t4", "textblock", { internalName: { "de-DE": "Broken" }, title: { "de-DE": "Nur Deutsch" } });
    const other = entry("t5", "textblock", { internalName: { "de-DE": "Other" }, title: { "de-DE": "Auch nur Deutsch" } });
    expect(checkPublishedEntry(broken, [...PAGES, other], { ruleNames })).toEqual([
      { entryId: "t4", message: 'Text block "Broken": the text "Title" is missing in en-DE and en-US.' },
    ]);
  });

  it("finds nothing in the fixtures, drafts included", () => {
    const drafts = new Set(FIXTURE_DRAFTS.map((draft) => draft.sys.id));
    expect(contentProblems([...FIXTURE_ENTRIES.filter((item) => !drafts.has(item.sys.id)), ...FIXTURE_DRAFTS], { ruleNames })).toEqual([]);
  });
});
