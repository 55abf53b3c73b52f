import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import type { DataListItem } from "./data-list.contract";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, pageContext } from "../../../tests/helpers/module-context";
import { DataList } from "./data-list";

// The server translator, with the real messages: what the page would get from next-intl.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = { "de-DE": (await import("@/messages/de-DE.json")).default, "en-US": (await import("@/messages/en-US.json")).default };
  return {
    getTranslations: async ({ locale, namespace }: { locale: keyof typeof messages; namespace: string }) =>
      createTranslator({ locale, messages: messages[locale], namespace: namespace as "dataList" }),
  };
});

const nbsp = (value: string) => value.replace(/ /g, "\u00a0");
const item = (
  id: string,
  label: string,
  field: DataListItem["field"],
  format: DataListItem["format"] = "text",
  value: string | null = null,
): DataListItem => ({
  id,
  label,
  field,
  format,
  value,
});

const items: DataListItem[] = [
  item("model", "Modell", "car.model"),
  item("plate", "Kennzeichen", "car.license_plate"),
  item("rate", "Monatliche Rate", "amount", "currency"),
  item("term", "Laufzeit", "term", "months"),
  item("end", "Vertragsende", "end_date", "date"),
  item("package", "Kilometerpaket", "mileage_package", "km-per-month"),
  item("extra-km", "Mehrkilometer", "additional_mileage_fee", "currency-per-km"),
  item("deductible", "Selbstbeteiligung Vollkasko", "damage_deductible_vollkasko", "currency-cents"),
  item("hotline", "Service", null, "text", "Mo–So 8–20 Uhr"),
];

const entry = (fields: Partial<ModuleEntryOf<"dataList">["fields"]> = {}): ModuleEntryOf<"dataList"> => ({
  id: "contract-facts",
  type: "dataList",
  visibility: [],
  fields: { title: "Dein Vertrag", items, ...fields },
});

const deal = makeDeal({ id: "deal-anna", amount: 549, term: 12, end_date: "2027-03-31", mileage_package: 1500, additional_mileage_fee: 0.2 });
const onDealPage = (overrides: Parameters<typeof pageContext>[0] = {}) =>
  pageContext({ path: "/de-DE/mycars/deal-anna", customer: b2cCustomer, deal, ...overrides });

/** The list as label and value pairs, in order. */
const rows = () => screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe("DataList", () => {
  it("shows the deal's fields in German formats, then the fixed values from content", async () => {
    render(await DataList({ entry: entry(), context: onDealPage() }));
    const region = screen.getByRole("region", { name: "Dein Vertrag" });
    expect(within(region).getByRole("heading", { level: 2, name: "Dein Vertrag" })).toBeInTheDocument();
    expect(rows()).toEqual([
      ["Modell", "ID.3"],
      ["Kennzeichen", "M-AB 1234"],
      ["Monatliche Rate", nbsp("549 €")],
      ["Laufzeit", "12 Monate"],
      ["Vertragsende", "31.03.2027"],
      ["Kilometerpaket", "1.500 km/Monat"],
      ["Mehrkilometer", `${nbsp("0,20 €")} pro km`],
      ["Selbstbeteiligung Vollkasko", nbsp("1.000 €")],
      ["Service", "Mo–So 8–20 Uhr"],
    ]);
    expect(screen.getAllByRole("definition")).toHaveLength(9);
  });

  it("uses the singular for one month", async () => {
    render(
      await DataList({ entry: entry({ items: [item("term", "Laufzeit", "term", "months")] }), context: onDealPage({ deal: makeDeal({ term: 1 }) }) }),
    );
    expect(rows()).toEqual([["Laufzeit", "1 Monat"]]);
  });

  it("shows business customers prices net of VAT, with a note", async () => {
    const business = onDealPage({ customer: b2bDriver, audience: "b2b", role: "driver", deal: makeDeal({ amount: 595 }) });
    render(
      await DataList({
        entry: entry({ items: [item("rate", "Monatliche Rate", "amount", "currency"), item("term", "Laufzeit", "term", "months")] }),
        context: business,
      }),
    );
    expect(rows()).toEqual([
      ["Monatliche Rate", `${nbsp("500 €")} zzgl. MwSt.`],
      ["Laufzeit", "12 Monate"],
    ]);
    expect(screen.getByText("zzgl. MwSt.")).toBeInTheDocument();
  });

  it("gives private customers no VAT note", async () => {
    render(await DataList({ entry: entry(), context: onDealPage() }));
    expect(screen.queryByText("zzgl. MwSt.")).not.toBeInTheDocument();
  });

  it("translates the unit words for the page's locale", async () => {
    const business = onDealPage({ locale: "en-US", customer: b2bDriver, audience: "b2b", role: "driver" });
    render(
      await DataList({
        entry: entry({ items: [item("term", "Term", "term", "months"), item("rate", "Monthly rate", "amount", "currency")] }),
        context: business,
      }),
    );
    expect(rows()[0]).toEqual(["Term", "12 months"]);
    expect(screen.getByText("plus VAT")).toBeInTheDocument();
    expect(screen.queryByText("zzgl. MwSt.")).not.toBeInTheDocument();
  });

  it("leaves out rows the deal has no value for", async () => {
    render(await DataList({ entry: entry(), context: onDealPage({ deal: makeDeal({ car: null, end_date: null }) }) }));
    const labels = rows().map(([label]) => label);
    expect(labels).not.toContain("Modell");
    expect(labels).not.toContain("Kennzeichen");
    expect(labels).not.toContain("Vertragsende");
    expect(labels).toContain("Laufzeit");
  });

  it("keeps only the fixed values on a page without a deal", async () => {
    render(await DataList({ entry: entry(), context: pageContext() }));
    expect(rows()).toEqual([["Service", "Mo–So 8–20 Uhr"]]);
  });

  it("renders nothing when no row has a value", async () => {
    const element = await DataList({ entry: entry({ items: items.filter((candidate) => candidate.field !== null) }), context: pageContext() });
    expect(element).toBeNull();
    expect(render(element).container).toBeEmptyDOMElement();
  });

  it("marks the title and each label for editors and not for customers", async () => {
    const { container, unmount } = render(await DataList({ entry: entry(), context: onDealPage({ editor: true }) }));
    expect(container.querySelector('[data-contentful-entry-id="contract-facts"][data-contentful-field-id="title"]')).toHaveTextContent(
      "Dein Vertrag",
    );
    expect(container.querySelector('[data-contentful-entry-id="rate"][data-contentful-field-id="label"]')).toHaveTextContent("Monatliche Rate");
    unmount();

    const customer = render(await DataList({ entry: entry(), context: onDealPage() }));
    expect(customer.container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});
