import { render, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionCustomer } from "@/bff/auth/session-customer";
import type { ModuleEntryOf } from "@/cms/types";
import { isModuleVisible } from "@/cms/visibility";
import { createFixturesSource } from "@/cms/source/fixtures-source";
import type { OrderStatusData } from "@/features/deals/status-types";
import type { Deal } from "@/features/deals/types";
import type { Locale } from "@/i18n/locales";
import { makeDeal } from "../../../tests/helpers/make-deal";
import { b2bDriver, b2cCustomer, NOW, pageContext } from "../../../tests/helpers/module-context";
import { DealBanner } from "./deal-banner";

let orderStatus: OrderStatusData | null = null;
vi.mock("@/features/deals/api/deals.server", () => ({ getDealOrderStatus: async () => orderStatus }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: () => undefined }) }));

/** The deal page's banners as the fixtures place them, per locale. */
const placed = new Map<Locale, ModuleEntryOf<"dealBanner">[]>();
beforeAll(async () => {
  for (const locale of ["de-DE", "en-US"] as const) {
    const page = await createFixturesSource().getPage("mycars/[dealId]", locale, { preview: false });
    placed.set(
      locale,
      (page?.modules ?? []).filter((module): module is ModuleEntryOf<"dealBanner"> => module.type === "dealBanner"),
    );
  }
});

/** Days from the test's "now" (15 June 2026, Berlin), as YYYY-MM-DD. */
const day = (offset: number) => NOW.add(offset, "day").format("YYYY-MM-DD");
const delivery = {
  planned_delivery_date: null,
  preferred_delivery_date: null,
  slot: null,
  address: null,
  availability_confidence: null,
  address_changeable: false,
};

/** Renders the placed banners as the page does (visibility rules, then the module), returns their names. */
async function banners(deal: Deal, customer: SessionCustomer = b2cCustomer, status: OrderStatusData | null = null, locale: Locale = "de-DE") {
  orderStatus = status;
  const context = pageContext({ customer, deal, locale, path: `/${locale}/mycars/${deal.id}` });
  const visible = placed.get(locale)!.filter((entry) => isModuleVisible(entry.visibility, deal, context));
  const elements = await Promise.all(visible.map((entry) => DealBanner({ entry, context })));
  const { container } = render(<>{elements}</>);
  return [...container.querySelectorAll("[data-banner]")].map((banner) => banner.getAttribute("data-banner"));
}

describe("the deal page's banners (deals.md §2, §4): placed by content, each by its rule, in the customer's form of address", () => {
  it("are placed in the fixtures, one entry per banner", () => {
    expect(placed.get("de-DE")!.map((entry) => entry.fields.banner)).toEqual([
      "verification",
      "delivery-delay",
      "return-reminder",
      "subscription-ends-soon",
      "return-booked-soon",
      "prolonged",
      "auto-renewal-pending",
      "auto-renewal-done",
      "deposit-refund",
      "deposit-refund-received",
    ]);
  });

  it("ask an ended deal awaiting its deposit refund for bank details, then show the IBAN masked only (issue 15)", async () => {
    const awaiting = makeDeal({ state: "ENDED", deposit_refund: { status: "awaiting_details", iban: null } });
    expect(await banners(awaiting)).toEqual(["deposit-refund"]);
    expect(screen.getByRole("region", { name: "Deine Kaution bekommst du zurück" })).toHaveTextContent("brauchen wir deine Bankdaten");
    expect(screen.getByRole("link", { name: "Bankdaten angeben" })).toHaveAttribute(
      "href",
      expect.stringContaining("modalName=deposit-refund-details"),
    );
    expect(await banners(awaiting, b2bDriver)).toEqual(["deposit-refund"]);
    expect(screen.getByRole("region", { name: "Ihre Kaution erhalten Sie zurück" })).toBeInTheDocument();
    expect(await banners(makeDeal({ state: "ACTIVE", deposit_refund: { status: "awaiting_details", iban: null } }))).toEqual([]);

    const received = makeDeal({ state: "ENDED", deposit_refund: { status: "details_received", iban: "DE89 **** **** **** **30 00" } });
    expect(await banners(received, b2cCustomer, null, "en-US")).toEqual(["deposit-refund-received"]);
    expect(screen.getByRole("region", { name: "Bank details received" })).toHaveTextContent("the IBAN DE89 **** **** **** **30 00");
  });

  it("show nothing for a running deal far from its end", async () => {
    expect(await banners(makeDeal({ end_date: day(200), minimum_commitment_end_date: day(200) }))).toEqual([]);
  });

  it("announce the end 14 to 121 days ahead, with the day count, and formally to business customers", async () => {
    const deal = makeDeal({ end_date: day(40), return_date: null, days_left_to_schedule_return: 40 });
    expect(await banners(deal)).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Dein Abo endet in 40 Tagen" })).toHaveTextContent(
      `Am ${NOW.add(40, "day").format("DD.MM.YYYY")} gibst du den Volkswagen ID.3 Pro S zurück.`,
    );
    expect(await banners(deal, b2bDriver)).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Ihr Abo endet in 40 Tagen" })).toHaveTextContent("geben Sie den Volkswagen ID.3 Pro S zurück");
    expect(await banners(deal, b2bDriver, null, "en-US")).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Your subscription ends in 40 days" })).toBeInTheDocument();
  });

  it("count to a booked return as the return, the contract's end staying the card's 'Vertragsende'", async () => {
    const deal = makeDeal({ end_date: day(50), return_type: "PICKUP", return_date: `${day(40)}T08:00:00.000Z`, days_left_to_schedule_return: 40 });
    expect(await banners(deal)).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Deine Rückgabe ist in 40 Tagen" })).toHaveTextContent(
      `Am ${NOW.add(40, "day").format("DD.MM.YYYY")} gibst du den Volkswagen ID.3 Pro S zurück.`,
    );
    expect(screen.queryByRole("region", { name: /Abo endet/ })).toBeNull();
    expect(await banners(deal, b2bDriver)).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Ihre Rückgabe ist in 40 Tagen" })).toBeInTheDocument();
    expect(await banners(deal, b2bDriver, null, "en-US")).toContain("subscription-ends-soon");
    expect(screen.getByRole("region", { name: "Your return is in 40 days" })).toBeInTheDocument();
  });

  it("say a prolonged deal goes on instead of announcing its end or reminding of a return (issue 36 item 1)", async () => {
    const prolonged = makeDeal({
      end_date: day(40),
      minimum_commitment_end_date: day(40),
      days_left_to_schedule_return: 40,
      // What the BFF sends for a prolonged deal: the window stays shut (return-planning.ts).
      is_return_window_open: false,
      subscribed_to: "PROLONGATION",
      followup_subscription_id: "deal-followup",
    });
    expect(await banners(prolonged)).toEqual(["prolonged"]);
    const start = NOW.add(41, "day").format("DD.MM.YYYY");
    expect(screen.getByRole("region", { name: "Dein Abo ist verlängert" })).toHaveTextContent(
      `Ab ${start} fährst du den Volkswagen ID.3 Pro S im verlängerten Abo weiter – eine Rückgabe ist nicht nötig.`,
    );
    expect(await banners(prolonged, b2bDriver)).toEqual(["prolonged"]);
    expect(screen.getByRole("region", { name: "Ihr Abo ist verlängert" })).toHaveTextContent(`Ab ${start} fahren Sie den Volkswagen ID.3 Pro S`);
    // Swapped out on the same day: the subscription goes on in the next car, so no "ends in N days" either (deals.md §4).
    const swapped = makeDeal({ ...prolonged, subscribed_to: "SWAP_SAME_DAY" });
    expect(await banners(swapped)).toEqual([]);
  });

  it("remind to plan the return while the window is open and no return type is set", async () => {
    const deal = makeDeal({ end_date: day(40), days_left_to_schedule_return: 40, is_return_window_open: true, return_type: null });
    expect(await banners(deal)).toContain("return-reminder");
    expect(screen.getByRole("region", { name: "Plane jetzt deine Rückgabe" })).toHaveTextContent(
      `Dein Abo endet am ${NOW.add(40, "day").format("DD.MM.YYYY")}.`,
    );
    expect(await banners({ ...deal, return_type: "PICKUP" })).not.toContain("return-reminder");
  });

  it("show the verification banner while the order is received, and the delay banner with its credit", async () => {
    const ordered = makeDeal({
      state: "SIGNED",
      end_date: day(200),
      actual_handover_date: null,
      planned_delivery_date: day(20),
      preferred_delivery_date: day(10),
    });
    const received: OrderStatusData = { status: "order_received", has_early_availability: false, steps: [], delivery };
    expect(await banners(ordered, b2cCustomer, received)).toEqual(["verification", "delivery-delay"]);
    const delay = screen.getByRole("region", { name: "Deine Lieferung verzögert sich" });
    expect(delay).toHaveTextContent(
      `Neuer geplanter Liefertermin: ${NOW.add(20, "day").format("DD.MM.YYYY")} statt ${NOW.add(10, "day").format("DD.MM.YYYY")}.`,
    );
    // 10 days late: a credit of 10 percent of the 549 € monthly rate (deals.md §9).
    expect(delay).toHaveTextContent(/schreiben wir dir 54,90\s€ gut/);
    // The delay-alternatives modal opens from the banner (deals.md §2, §4 "Delay options").
    expect(within(delay).getByRole("button", { name: "Optionen ansehen" })).toBeVisible();
    expect(await banners(ordered, b2bDriver, received)).toEqual(["verification", "delivery-delay"]);
    // A business customer reads it net of VAT, as the monthly rate it is a share of (deals.md §6).
    expect(screen.getByRole("region", { name: "Ihre Lieferung verzögert sich" })).toHaveTextContent(/schreiben wir Ihnen 46,13\s€ zzgl\. MwSt\. gut/);
  });

  it("show no delay banner once the customer moved the delivery: planned and preferred are the booked day (deals.md §4)", async () => {
    // Wished in 28 days, the car there in 42, the delivery moved to day 45 (the delay option "change the delivery date").
    const moved = makeDeal({
      state: "CREATED",
      end_date: day(400),
      actual_handover_date: null,
      planned_delivery_date: day(45),
      preferred_delivery_date: day(45),
      delivery_delay: { wished_date: day(28), car_ready_date: day(42) },
    });
    const verified: OrderStatusData = { status: "customer_verified", has_early_availability: false, steps: [], delivery };
    expect(await banners(moved, b2cCustomer, verified)).toEqual([]);
    expect(screen.queryByRole("region", { name: "Deine Lieferung verzögert sich" })).toBeNull();
  });

  it("show no delay banner with early availability, and neither once the order is verified", async () => {
    const ordered = makeDeal({
      state: "SIGNED",
      end_date: day(200),
      actual_handover_date: null,
      planned_delivery_date: day(20),
      preferred_delivery_date: day(10),
    });
    const early: OrderStatusData = {
      status: "customer_verified",
      has_early_availability: true,
      steps: [],
      delivery: { ...delivery, availability_confidence: { deviation_in_weeks: 2 } },
    };
    expect(await banners(ordered, b2cCustomer, { status: "customer_verified", has_early_availability: false, steps: [], delivery })).toEqual([
      "delivery-delay",
    ]);
    expect(await banners(ordered, b2cCustomer, early)).toEqual([]);
  });

  it("show the auto-renewal notice before and after the renewal, with the date the car may be driven until", async () => {
    const deal = makeDeal({ end_date: day(200), is_pre_auto_renewal: true, auto_renewal_end_date: day(230) });
    expect(await banners(deal)).toEqual(["auto-renewal"]);
    expect(screen.getByRole("region", { name: "Dein Abo verlängert sich automatisch" })).toHaveTextContent(NOW.add(230, "day").format("DD.MM.YYYY"));
    expect(await banners({ ...deal, is_post_auto_renewal: true })).toEqual(["auto-renewal-done"]);
    expect(screen.getByRole("region", { name: "Dein Abo wurde automatisch verlängert" })).toBeInTheDocument();
  });
});
