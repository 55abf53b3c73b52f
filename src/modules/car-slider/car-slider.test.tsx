import type { Locale } from "@/i18n/locales";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ModuleEntryOf } from "@/cms/types";
import type { Deal } from "@/features/deals/types";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, pageContext } from "../../../tests/helpers/module-context";
import { CarSlider } from "./car-slider";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "carSlider" }),
  };
});

const deals: Record<string, Deal[]> = {};
// Two trims of the ID.3; its search page's price is the cheapest, 24 months.
vi.mock("@/features/car-search/api/cars.server", async () => {
  const { catalogueCarPrices, makeCatalogueCar } = await import("../../../tests/helpers/make-catalogue-car");
  return {
    getCatalogue: async () => [
      makeCatalogueCar("id3-pure", {
        prices: catalogueCarPrices([
          ["12", 1000, 39900],
          ["24", 1000, 36700],
        ]),
      }),
      makeCatalogueCar("id3-pro", { prices: catalogueCarPrices([["12", 1000, 44900]]) }),
    ],
  };
});
vi.mock("@/features/deals/api/deals.server", () => ({ getListedDeals: async (customerId: string) => deals[customerId] ?? [] }));

const entry = (onlyWithoutSubscription: boolean): ModuleEntryOf<"carSlider"> => ({
  id: "slider",
  type: "carSlider",
  visibility: [],
  fields: {
    title: "Beliebte Autos im Abo",
    onlyWithoutSubscription,
    offers: [
      { id: "id3", name: "Volkswagen ID.3", image: "/portal/cars/vw-id3.svg", priceFrom: 449, href: "/subscribe/volkswagen-id3" },
      { id: "shop", name: "Fiat 500e", image: "/portal/cars/fiat-500e.svg", priceFrom: 595, href: "https://shop.example/fiat-500e" },
    ],
  },
});

async function renderSlider(slider: ModuleEntryOf<"carSlider">, context = pageContext()) {
  const element = await CarSlider({ entry: slider, context });
  return render(<>{element}</>);
}

describe("CarSlider (deals.md §2: a car slider when there is no subscription)", () => {
  it("lists the cars with their search page's price (content's for the shop's) and a link into the shop below the locale", async () => {
    await renderSlider(entry(true), pageContext({ customer: b2cCustomer }));
    const cars = within(screen.getByRole("list", { name: "Beliebte Autos im Abo" })).getAllByRole("listitem");
    expect(cars).toHaveLength(2);
    // Content says 449; the catalogue, which /subscribe/volkswagen-id3 lists, says from 367.
    expect(cars[0]).toHaveTextContent(/ab 367\s€ im Monat/);
    expect(cars[1]).toHaveTextContent(/ab 595\s€ im Monat/);
    expect(screen.getByRole("link", { name: "Volkswagen ID.3 ansehen" })).toHaveAttribute("href", "/de-DE/subscribe/volkswagen-id3");
    expect(screen.getByRole("link", { name: "Fiat 500e ansehen" })).toHaveAttribute("href", "https://shop.example/fiat-500e");
    expect(screen.getByRole("button", { name: "Weitere Autos" })).toBeInTheDocument();
  });

  it("shows only to signed-in customers without a deal when so configured", async () => {
    deals[b2cCustomer.customerId] = [makeDeal()];
    expect((await renderSlider(entry(true), pageContext({ customer: b2cCustomer }))).container).toBeEmptyDOMElement();
    expect((await renderSlider(entry(true), pageContext())).container).toBeEmptyDOMElement();
    // Without the flag it shows to anyone, visitors and customers with deals alike.
    expect((await renderSlider(entry(false), pageContext({ customer: b2cCustomer }))).container).not.toBeEmptyDOMElement();
    delete deals[b2cCustomer.customerId];
  });

  it("gives business customers prices net of VAT", async () => {
    await renderSlider(entry(false), pageContext({ customer: b2bDriver, audience: "b2b" }));
    expect(screen.getAllByRole("listitem")[1]).toHaveTextContent(/ab 500\s€ im Monat zzgl\. MwSt\./);
  });
});
