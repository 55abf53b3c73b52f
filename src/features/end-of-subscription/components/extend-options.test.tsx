import type { Locale } from "@/i18n/locales";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { formatMoney } from "@/lib/money";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, pageContext } from "../../../../tests/helpers/module-context";
import { ExtendOptions } from "./extend-options";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const all = {
    "de-DE": (await import("@/messages/de-DE.json")).default,
    "en-DE": (await import("@/messages/en-DE.json")).default,
    "en-US": (await import("@/messages/en-US.json")).default,
  };
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: all[locale as keyof typeof all], namespace: namespace as "prolongation" }),
  };
});

// The cheapest option of the server's offer, gross: 642.60 EUR a month, 540 EUR net of 19 % VAT.
vi.mock("../api/prolongation.server", () => ({
  getDealProlongationOffer: async () => ({
    offer: {
      kind: "subscription-service",
      options: [
        { term: 6, price: 690, original_price: 720, discount: 30 },
        { term: 12, price: 642.6, original_price: 720, discount: 77.4 },
      ],
      mileage_package: 1500,
      start_date: "2026-09-01",
    },
  }),
}));
vi.mock("../api/buy-car.server", () => ({ getDealWithInventory: async () => null, getLatestBuyCarOffer: async () => null }));

// Inside the selector's window (3 months before the end, deals.md §9) on 15 June 2026.
const deal = makeDeal({ id: "deal-bernd-minib2b", state: "ACTIVE", end_date: "2026-08-31", minimum_commitment_end_date: "2026-08-31" });

describe("ExtendOptions: the prolong choice's price (deals.md §6 business prices excluding VAT)", () => {
  it.each([
    ["de-DE", "b2b", "Behalten Sie das Auto, ab {price} im Monat zzgl. MwSt.", 540],
    ["en-DE", "b2b", "Keep the car, from {price} a month plus VAT.", 540],
    ["en-US", "b2b", "Keep the car, from {price} a month plus VAT.", 540],
    ["de-DE", "b2c", "Behalte dein Auto, ab {price} im Monat.", 642.6],
    ["en-DE", "b2c", "Keep your car, from {price} a month.", 642.6],
  ] as const)("%s %s: says %j of the cheapest option, %s", async (locale, audience, text, amount) => {
    const customer = audience === "b2b" ? b2bDriver : b2cCustomer;
    render(
      await ExtendOptions({
        context: pageContext({ locale, customer, deal: { ...deal, type: audience === "b2b" ? "MINIB2B" : null } }),
        title: null,
      }),
    );
    const choice = screen.getByRole("link", { name: locale === "de-DE" ? "Abo verlängern" : "Extend subscription" }).closest("li");
    // formatMoney writes "540 €" with a no-break space; the texts compare as read.
    const asRead = (value: string) => value.replace(/\s+/g, " ");
    expect(asRead(choice?.querySelector("p")?.textContent ?? "")).toBe(asRead(text.replace("{price}", formatMoney(amount))));
  });
});

describe("ExtendOptions: the end it names", () => {
  it("names the contract's end, as the card's 'Vertragsende', and a return booked before it on its own line", async () => {
    const booked = { ...deal, return_type: "PICKUP" as const, return_date: "2026-08-20T08:00:00.000Z" };
    render(await ExtendOptions({ context: pageContext({ locale: "de-DE", customer: b2cCustomer, deal: booked }), title: null }));
    const selector = screen.getByTestId("extend-options");
    expect(selector).toHaveTextContent("Dein Abo endet am 31.08.2026.");
    expect(selector).toHaveTextContent("Deine Rückgabe ist für den 20.08.2026 gebucht.");
    expect(selector).not.toHaveTextContent("Dein Abo endet am 20.08.2026");
  });
});
