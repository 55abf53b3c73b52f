import { describe, expect, it } from "vitest";
import { makeDeal } from "../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, pageContext } from "../../tests/helpers/module-context";
import type { Locale } from "@/i18n/locales";
import { pageHeading } from "./page-heading";
import { getContentSource } from "./source/get-content-source";

const page = async (slug: string, locale: Locale = "de-DE") => {
  const found = await getContentSource().getPage(slug, locale, { preview: false });
  if (!found) throw new Error(`no page ${slug}`);
  return found;
};
const signedIn = pageContext({ customer: b2cCustomer, audience: "b2c", deal: makeDeal() });

describe("pageHeading (one level-one heading a page, never its title twice)", () => {
  it.each([
    // A flow page's form or feature carries the page's title: it becomes the h1.
    { slug: "mycars/[dealId]/prolongation", locale: "de-DE", heading: { kind: "module", entryId: "prolongation-feature" } },
    { slug: "mycars/[dealId]/prolongation", locale: "en-US", heading: { kind: "module", entryId: "prolongation-feature" } },
    { slug: "mycars/[dealId]/mileage", locale: "de-DE", heading: { kind: "module", entryId: "mileage-report-form" } },
    { slug: "imprint", locale: "en-DE", heading: { kind: "module", entryId: "site-text-imprint" } },
    // A feature rendering its page's heading itself.
    { slug: "mycars", locale: "de-DE", heading: { kind: "own" } },
    { slug: "mycars/[dealId]", locale: "de-DE", heading: { kind: "own" } },
  ] as const)("$slug ($locale) → $heading.kind", async ({ slug, locale, heading }) => {
    const found = await page(slug, locale);
    expect(pageHeading(found.modules, found.title, { ...signedIn, locale })).toEqual(heading);
  });

  it("a page whose title no module repeats keeps its title as a hidden h1", async () => {
    const prolongation = await page("mycars/[dealId]/prolongation");
    expect(pageHeading(prolongation.modules, "Verlängerung", signedIn)).toEqual({ kind: "hidden" });
  });

  it("raises the business variant's title a business customer sees", async () => {
    const mileage = await page("mycars/[dealId]/mileage");
    const business = pageContext({ customer: b2bDriver, audience: "b2b", deal: makeDeal() });
    expect(pageHeading(mileage.modules, mileage.title, business)).toEqual({ kind: "module", entryId: "mileage-report-form-b2b" });
  });
});
