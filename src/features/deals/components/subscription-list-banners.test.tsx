import type { Locale } from "@/i18n/locales";
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { NOW } from "../../../../tests/helpers/module-context";
import { SubscriptionListBanners } from "./subscription-list-banners";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages, namespace: namespace as "listBanners" }),
  };
});

/** Days from the test's "now" (15 June 2026, Berlin), as YYYY-MM-DD. */
const day = (offset: number) => NOW.add(offset, "day").format("YYYY-MM-DD");

describe("SubscriptionListBanners (deals.md §2)", () => {
  it("names both cars and the day of a same-day swap", async () => {
    const current = makeDeal({
      id: "current",
      followup_subscription_id: "next",
      subscribed_to: "SWAP_SAME_DAY",
      return_date: day(20),
      car: { ...makeDeal().car!, oem: "Volkswagen", model: "ID.3", trim: null },
    });
    const next = makeDeal({
      id: "next",
      state: "CREATED",
      previous_subscription_id: "current",
      preferred_handover_date: `${day(20)}T09:00:00.000Z`,
      car: { ...makeDeal().car!, oem: "Skoda", model: "Enyaq", trim: null },
    });
    const element = await SubscriptionListBanners({ deals: [current, next], locale: "de-DE", audience: "b2c" });
    render(<>{element}</>);
    const swap = screen.getByRole("region", { name: "Dein Autowechsel steht an" });
    expect(swap).toHaveTextContent("Volkswagen ID.3");
    expect(swap).toHaveTextContent("Skoda Enyaq");
    expect(swap).toHaveTextContent(NOW.add(20, "day").format("DD.MM.YYYY"));
  });

  it.each([
    ["on the swap's day: one day, as a swap", 20, "Am 05.07.2026 tauschen wir deinen Volkswagen ID.3 gegen deinen Skoda Enyaq."],
    ["moved 6 days before it: both days", 14, "Am 29.06.2026 gibst du deinen Volkswagen ID.3 zurück, am 05.07.2026 erhältst du deinen Skoda Enyaq."],
  ])("names the old car's return %s", async (_case, returnIn, text) => {
    const current = makeDeal({
      id: "current",
      followup_subscription_id: "next",
      subscribed_to: "SWAP_SAME_DAY",
      return_date: `${day(returnIn)}T08:00:00.000Z`,
      car: { ...makeDeal().car!, oem: "Volkswagen", model: "ID.3", trim: null },
    });
    const next = makeDeal({
      id: "next",
      state: "CREATED",
      previous_subscription_id: "current",
      preferred_handover_date: `${day(20)}T09:00:00.000Z`,
      car: { ...makeDeal().car!, oem: "Skoda", model: "Enyaq", trim: null },
    });
    render(<>{await SubscriptionListBanners({ deals: [current, next], locale: "de-DE", audience: "b2c" })}</>);
    expect(screen.getByRole("region", { name: "Dein Autowechsel steht an" })).toHaveTextContent(text);
  });

  it("tells about the transition vehicle of an order arriving later", async () => {
    const ordered = makeDeal({ id: "ordered", state: "CREATED", bridging_type: "BEGINNING" });
    const element = await SubscriptionListBanners({ deals: [ordered], locale: "de-DE", audience: "b2b" });
    render(<>{element}</>);
    expect(screen.getByRole("region", { name: "Ihr Übergangsfahrzeug" })).toHaveTextContent(
      "Bis Ihr Volkswagen ID.3 Pro S geliefert wird, fahren Sie ein Übergangsfahrzeug.",
    );
  });

  it("names the planned delivery date of the ordered car a transition vehicle bridges", async () => {
    const ordered = makeDeal({ id: "ordered", state: "CREATED", bridging_type: "BEGINNING", planned_delivery_date: "2027-01-29" });
    render(<>{await SubscriptionListBanners({ deals: [ordered], locale: "de-DE", audience: "b2c" })}</>);
    expect(screen.getByRole("region", { name: "Dein Übergangsfahrzeug" })).toHaveTextContent(
      "Dein Volkswagen ID.3 Pro S wird voraussichtlich am 29.01.2027 geliefert. Bis dahin fährst du ein Übergangsfahrzeug.",
    );
  });

  it("shows nothing for deals without a swap or a transition vehicle", async () => {
    const element = await SubscriptionListBanners({ deals: [makeDeal()], locale: "de-DE", audience: "b2c" });
    expect(element).toBeNull();
  });
});
