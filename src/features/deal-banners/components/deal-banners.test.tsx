import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { OrderStatusData } from "@/features/deals/status-types";
import type { Deal } from "@/features/deals/types";
import { makeDeal } from "../../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, NOW, pageContext } from "../../../../tests/helpers/module-context";
import { DealBanners } from "./deal-banners";
import { SubscriptionListBanners } from "./subscription-list-banners";

vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const messages = (await import("@/messages/de-DE.json")).default;
  return { getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => createTranslator({ locale, messages, namespace: namespace as "dealBanners" }) };
});

let orderStatus: OrderStatusData | null = null;
vi.mock("@/features/deals/api/deals.server", () => ({ getDealOrderStatus: async () => orderStatus }));

/** Days from the test's "now" (15 June 2026, Berlin), as YYYY-MM-DD. */
const day = (offset: number) => NOW.add(offset, "day").format("YYYY-MM-DD");
const delivery = { planned_delivery_date: null, preferred_delivery_date: null, slot: null, address: null, availability_confidence: null, address_changeable: false };

async function banners(deal: Deal, customer = b2cCustomer, status: OrderStatusData | null = null) {
  orderStatus = status;
  const element = await DealBanners({ context: pageContext({ customer, deal }) });
  const { container } = render(<>{element}</>);
  return [...container.querySelectorAll("[data-banner]")].map((banner) => banner.getAttribute("data-banner"));
}

describe("DealBanners (deals.md §2, §4): each banner by its rule, in the customer's form of address", () => {
  it("shows nothing for a running deal far from its end", async () => {
    expect(await banners(makeDeal({ end_date: day(200), minimum_commitment_end_date: day(200) }))).toEqual([]);
  });

  it("announces the end 14 to 121 days ahead, with the day count, and formally to business customers", async () => {
    const deal = makeDeal({ end_date: day(40), return_date: null, days_left_to_schedule_return: 40 });
    expect(await banners(deal)).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Dein Abo endet in 40 Tagen" })).toBeInTheDocument();
    expect(await banners(deal, b2bDriver)).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Ihr Abo endet in 40 Tagen" })).toBeInTheDocument();
  });

  it("reminds to plan the return while the window is open and no return type is set", async () => {
    const deal = makeDeal({ end_date: day(40), days_left_to_schedule_return: 40, is_return_window_open: true, return_type: null });
    expect(await banners(deal)).toContain("return-reminder");
    expect(await banners({ ...deal, return_type: "PICKUP" })).not.toContain("return-reminder");
  });

  it("shows the verification banner while the order is received, and the delay banner with its credit", async () => {
    const ordered = makeDeal({ state: "SIGNED", end_date: day(200), actual_handover_date: null, planned_delivery_date: day(20), preferred_delivery_date: day(10) });
    const received: OrderStatusData = { status: "order_received", has_early_availability: false, steps: [], delivery };
    expect(await banners(ordered, b2cCustomer, received)).toEqual(["verification", "delivery-delay"]);
    const delay = screen.getByRole("region", { name: "Deine Lieferung verzögert sich" });
    expect(delay).toHaveTextContent(`Neuer geplanter Liefertermin: ${NOW.add(20, "day").format("DD.MM.YYYY")} statt ${NOW.add(10, "day").format("DD.MM.YYYY")}.`);
    // 10 days late: a credit of 10 percent of the 549 € monthly rate (deals.md §9).
    expect(delay).toHaveTextContent(/schreiben wir dir 54,9\s€ gut/);
  });

  it("shows the auto-renewal notice with the date the car may be driven until", async () => {
    const deal = makeDeal({ end_date: day(200), is_pre_auto_renewal: true, auto_renewal_end_date: day(230) });
    expect(await banners(deal)).toEqual(["auto-renewal"]);
    expect(screen.getByRole("region", { name: "Dein Abo verlängert sich automatisch" })).toHaveTextContent(NOW.add(230, "day").format("DD.MM.YYYY"));
  });
});

describe("SubscriptionListBanners (deals.md §2)", () => {
  it("names both cars and the day of a same-day swap", async () => {
    const current = makeDeal({ id: "current", followup_subscription_id: "next", subscribed_to: "SWAP_SAME_DAY", return_date: day(20), car: { ...makeDeal().car!, oem: "Volkswagen", model: "ID.3", trim: null } });
    const next = makeDeal({ id: "next", state: "CREATED", previous_subscription_id: "current", preferred_handover_date: `${day(20)}T09:00:00.000Z`, car: { ...makeDeal().car!, oem: "Skoda", model: "Enyaq", trim: null } });
    const element = await SubscriptionListBanners({ deals: [current, next], locale: "de-DE", audience: "b2c" });
    render(<>{element}</>);
    const swap = screen.getByRole("region", { name: "Dein Autowechsel steht an" });
    expect(swap).toHaveTextContent("Volkswagen ID.3");
    expect(swap).toHaveTextContent("Skoda Enyaq");
    expect(swap).toHaveTextContent(NOW.add(20, "day").format("DD.MM.YYYY"));
  });

  it("tells about the transition vehicle of an order arriving later", async () => {
    const ordered = makeDeal({ id: "ordered", state: "CREATED", bridging_type: "BEGINNING" });
    const element = await SubscriptionListBanners({ deals: [ordered], locale: "de-DE", audience: "b2b" });
    render(<>{element}</>);
    expect(screen.getByRole("region", { name: "Ihr Übergangsfahrzeug" })).toHaveTextContent("Bis Ihr Volkswagen ID.3 Pro S geliefert wird, fahren Sie ein Übergangsfahrzeug.");
  });

  it("shows nothing for deals without a swap or a transition vehicle", async () => {
    const element = await SubscriptionListBanners({ deals: [makeDeal()], locale: "de-DE", audience: "b2c" });
    expect(element).toBeNull();
  });
});
