import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import { inBerlin } from "@/lib/clock";
import type { Promo } from "./dynamic-promos.contract";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, ctaFields, pageContext } from "../../../tests/helpers/module-context";
import { DynamicPromos } from "./dynamic-promos";

const promo = (id: string, title: string, overrides: Partial<Promo> = {}): Promo => ({
  id,
  title,
  text: null,
  cta: null,
  startDate: null,
  endDate: null,
  audiences: [],
  visibility: [],
  ...overrides,
});

// NOW (tests/helpers/module-context) is 15 June 2026.
const promos: Promo[] = [
  promo("spring", "Frühlingsaktion", { startDate: "2026-03-01", endDate: "2026-05-31" }),
  promo("welcome", "Willkommensbonus", {
    text: "100 € Rabatt auf dein erstes Abo.",
    audiences: ["visitor"],
    cta: { id: "welcome-cta", ...ctaFields({ text: "Jetzt Auto finden", href: "https://www.example.com/autos" }) },
  }),
  promo("loyalty", "Treuepunkte sammeln", {
    audiences: ["b2c_customer"],
    cta: { id: "loyalty-cta", ...ctaFields({ text: "Zum Treueprogramm", href: "/loyalty" }) },
  }),
  promo("upgrade", "Mehr Kilometer", { audiences: ["b2c_customer"], visibility: ["deal-is-active"] }),
  promo("everyone", "Sommer-Newsletter"),
  promo("fleet", "Flottenrabatt", { audiences: ["fleet_manager", "admin"] }),
];

const entry = (fields: Partial<ModuleEntryOf<"dynamicPromos">["fields"]> = {}): ModuleEntryOf<"dynamicPromos"> => ({
  id: "promos",
  type: "dynamicPromos",
  visibility: [],
  fields: { title: "Für dich", maxItems: 3, promos, ...fields },
});

afterEach(() => vi.restoreAllMocks());

const cardTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("DynamicPromos", () => {
  it("shows a visitor the promos for visitors and everyone, in content order", () => {
    render(<DynamicPromos entry={entry()} context={pageContext()} />);
    const region = screen.getByRole("region", { name: "Für dich" });
    expect(within(region).getByRole("heading", { level: 2, name: "Für dich" })).toBeInTheDocument();
    expect(cardTitles()).toEqual(["Willkommensbonus", "Sommer-Newsletter"]);
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("100 € Rabatt auf dein erstes Abo.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Jetzt Auto finden" })).toHaveAttribute("href", "https://www.example.com/autos");
  });

  it("shows a signed-in private customer the customer promos instead of the visitor ones", () => {
    render(<DynamicPromos entry={entry()} context={pageContext({ customer: b2cCustomer, path: "/de-DE/mycars" })} />);
    // "Mehr Kilometer" names a deal rule: hidden on a page without a deal.
    expect(cardTitles()).toEqual(["Treuepunkte sammeln", "Sommer-Newsletter"]);
    expect(screen.getByRole("link", { name: "Zum Treueprogramm" })).toHaveAttribute("href", "/de-DE/loyalty");
  });

  it("shows a promo with deal rules on the page of a deal they hold for", () => {
    const deal = makeDeal({ id: "deal-anna", state: "ACTIVE" });
    render(<DynamicPromos entry={entry()} context={pageContext({ customer: b2cCustomer, path: "/de-DE/mycars/deal-anna", deal })} />);
    expect(cardTitles()).toEqual(["Treuepunkte sammeln", "Mehr Kilometer", "Sommer-Newsletter"]);
  });

  it("shows at most maxItems of the allowed promos", () => {
    const deal = makeDeal({ id: "deal-anna", state: "ACTIVE" });
    render(<DynamicPromos entry={entry({ maxItems: 2 })} context={pageContext({ customer: b2cCustomer, deal })} />);
    expect(cardTitles()).toEqual(["Treuepunkte sammeln", "Mehr Kilometer"]);
  });

  it("counts maxItems among the allowed promos only, so hidden ones leave no gap", () => {
    render(<DynamicPromos entry={entry({ maxItems: 1 })} context={pageContext()} />);
    expect(cardTitles()).toEqual(["Willkommensbonus"]);
  });

  it("shows business roles the promos named for them", () => {
    render(<DynamicPromos entry={entry()} context={pageContext({ customer: { ...b2bDriver, role: "fleet_manager" } })} />);
    expect(cardTitles()).toEqual(["Sommer-Newsletter", "Flottenrabatt"]);
  });

  it("fills the page's deal into its CTA's link template", () => {
    const mileage = promo("report", "Kilometerstand melden", {
      cta: { id: "report-cta", ...ctaFields({ text: "Jetzt melden", href: "/mycars/{subscription_id}/mileage" }) },
    });
    const deal = makeDeal({ id: "deal-anna" });
    render(
      <DynamicPromos entry={entry({ promos: [mileage] })} context={pageContext({ customer: b2cCustomer, path: "/de-DE/mycars/deal-anna", deal })} />,
    );
    expect(screen.getByRole("link", { name: "Jetzt melden" })).toHaveAttribute("href", "/de-DE/mycars/deal-anna/mileage");
  });

  it("keeps a promo but leaves out a CTA whose template the page cannot fill", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const mileage = promo("report", "Kilometerstand melden", {
      cta: { id: "report-cta", ...ctaFields({ text: "Jetzt melden", href: "/mycars/{subscription_id}/mileage" }) },
    });
    render(<DynamicPromos entry={entry({ promos: [mileage] })} context={pageContext({ customer: b2cCustomer })} />);
    expect(cardTitles()).toEqual(["Kilometerstand melden"]);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("CTA report-cta not shown"));
  });

  it("renders nothing, not even its title, when no promo is allowed", () => {
    const { container } = render(
      <DynamicPromos
        entry={entry({ promos: promos.filter((candidate) => candidate.id === "spring" || candidate.id === "fleet") })}
        context={pageContext()}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("marks the title and each promo's fields for editors and not for customers", () => {
    const { container, unmount } = render(<DynamicPromos entry={entry()} context={pageContext({ editor: true })} />);
    expect(container.querySelector('[data-contentful-entry-id="promos"][data-contentful-field-id="title"]')).toHaveTextContent("Für dich");
    expect(container.querySelector('[data-contentful-entry-id="welcome"][data-contentful-field-id="title"]')).toHaveTextContent("Willkommensbonus");
    expect(container.querySelector('[data-contentful-entry-id="welcome"][data-contentful-field-id="text"]')).toHaveTextContent("100 € Rabatt");
    unmount();

    const customer = render(<DynamicPromos entry={entry()} context={pageContext()} />);
    expect(customer.container.querySelector("[data-contentful-field-id], [data-contentful-entry-id]")).toBeNull();
  });
});

describe("the summer promotion in content (deals.md and account.md §9: 10 percent, 14 to 23 July 2025)", () => {
  type Localized = Record<string, string>;
  const raw = (
    JSON.parse(readFileSync(join(process.cwd(), "fixtures/content/home.json"), "utf8")) as {
      entries: { sys: { id: string }; fields: Record<string, Localized> }[];
    }
  ).entries.find((candidate) => candidate.sys.id === "promo-summer-2025")!.fields;
  const summer = (locale: string) =>
    promo("promo-summer-2025", raw.title![locale]!, {
      text: raw.text![locale]!,
      startDate: raw.startDate!["de-DE"]!,
      endDate: raw.endDate!["de-DE"]!,
    });

  it.each([
    ["de-DE", "10 % Rabatt", "14. bis 23. Juli 2025"],
    ["en-DE", "10% off", "14 to 23 July 2025"],
    ["en-US", "10% off", "July 14 to 23, 2025"],
  ])("%s names the 10 percent and the days", (locale, percent, days) => {
    expect(summer(locale).text).toContain(percent);
    expect(summer(locale).text).toContain(days);
  });

  it.each([
    ["2025-07-13T23:59:00+02:00", false],
    ["2025-07-14T00:00:00+02:00", true],
    ["2025-07-23T23:59:00+02:00", true],
    ["2025-07-24T00:00:00+02:00", false],
  ])("at %s (Berlin) it shows: %s", (at, shown) => {
    render(<DynamicPromos entry={entry({ promos: [summer("de-DE")] })} context={pageContext({ now: inBerlin(at) })} />);
    expect(cardTitles()).toEqual(shown ? ["Sommeraktion 2025"] : []);
  });
});
