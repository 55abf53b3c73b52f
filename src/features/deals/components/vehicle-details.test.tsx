import type { Locale } from "@/i18n/locales";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { pageContext } from "../../../../tests/helpers/module-context";
import { renderWithIntl } from "../../../../tests/helpers/render-with-intl";
import { DealCard } from "./deal-card";
import { VehicleDetails } from "./vehicle-details";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "vehicleDetails" }),
  };
});

/** 57 characters: a make, a model and a long trim, as the catalogue names some cars. */
const longCar = { ...makeDeal().car!, oem: "Mercedes-Benz", model: "EQE 350+ SUV", trim: "Electric Art Premium Plus Paket" };

describe("the vehicle details head (deals.md §2 and §5)", () => {
  it("leads back to the subscription list, /mycars, in the page's locale", async () => {
    renderWithIntl(
      <>{await VehicleDetails({ context: pageContext({ deal: makeDeal(), locale: "de-DE", path: "/de-DE/mycars/deal-test" }), title: null })}</>,
    );
    expect(screen.getByRole("link", { name: "Zurück zu allen Abos" })).toHaveAttribute("href", "/de-DE/mycars");
  });

  it("tells a lead's expected handover and leads on to its checkout, as its card does (deals.md §2)", async () => {
    const lead = makeDeal({ variant: "LEAD", checkout_hash: "b3f1c9e0", contact_id: "5100000104", lead_handover_date: "2026-12-14" });
    renderWithIntl(<>{await VehicleDetails({ context: pageContext({ deal: lead, locale: "de-DE" }), title: null })}</>);
    expect(screen.getByText("Voraussichtliche Übergabe 14.12.2026")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bestellung fortsetzen" })).toHaveAttribute(
      "href",
      `/de-DE/checkout/thank_you/5100000104/${lead.id}/b3f1c9e0?linksrc=action-item`,
    );
  });

  it("offers no checkout and no expected handover to a subscription", async () => {
    renderWithIntl(<>{await VehicleDetails({ context: pageContext({ deal: makeDeal({ checkout_hash: "b3f1c9e0" }) }), title: null })}</>);
    expect(screen.queryByRole("link", { name: "Bestellung fortsetzen" })).toBeNull();
    expect(screen.queryByText(/Voraussichtliche Übergabe/)).toBeNull();
  });

  it.each([
    ["keeps a short name whole", makeDeal().car!, "Volkswagen ID.3 Pro S"],
    ["cuts a 57-character name to 48 characters", longCar, "Mercedes-Benz EQE 350+ SUV Electric Art Premium"],
  ])("picture alt text: %s", async (_case, car, alt) => {
    renderWithIntl(<>{await VehicleDetails({ context: pageContext({ deal: makeDeal({ car }) }), title: null })}</>);
    const picture = screen.getByRole("img");
    expect(picture).toHaveAttribute("alt", alt);
    expect(picture.getAttribute("alt")!.length).toBeLessThanOrEqual(48);
  });
});

describe("the subscription card's picture (deals.md §5: alt text cut to 48 characters)", () => {
  it("keeps a short alt text whole and cuts a long one to 48 characters", () => {
    const { unmount } = renderWithIntl(<DealCard deal={makeDeal()} locale="de-DE" audience="b2c" />);
    expect(screen.getByRole("img")).toHaveAttribute("alt", "Bild: Volkswagen ID.3 Pro S");
    unmount();
    renderWithIntl(<DealCard deal={makeDeal({ car: longCar })} locale="de-DE" audience="b2c" />);
    expect(screen.getByRole("img")).toHaveAttribute("alt", "Bild: Mercedes-Benz EQE 350+ SUV Electric Art Pr");
  });
});
