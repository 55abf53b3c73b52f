import { earlyAvailabilityWeeks } from "@/features/delivery/rules/early-availability";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import type { OrderStatusData, ReturnStatusData } from "@/features/deals/status-types";
import type { Deal } from "@/features/deals/types";
import { deal, dealMilestone } from "../db/schema";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import {
  findDeal,
  getHandover,
  getOrderStatus,
  getReturn,
  getReturnStatus,
  listDeals,
  listDocuments,
  listDealsActedOn,
  listInvoices,
} from "./deals-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const ANNA = "customer-anna";
const PAUL = "customer-paul";
const day = (offset: number) => TEST_NOW.add(offset, "day").format("YYYY-MM-DD");
/** The ISO instant of a Berlin wall-clock time on a day. */
const on = (dayString: string, time: string) => dayjs.tz(`${dayString} ${time}`, TIME_ZONE).toISOString();
const at = (offset: number, time: string) => on(day(offset), time);
const PAUL_ADDRESS = { street: "Aachener Straße", house_number: "312", zip: "50933", city: "Köln" };
// The seeded 11:00 slot, with the window the change form offers it with (`handoverSlot`).
const SLOT = { value: "11:00", formatted_time: "11:00-12:00" };

async function dealOf(customerId: string, dealId: string): Promise<Deal> {
  const deal = await findDeal(env.db, customerId, dealId, TEST_NOW);
  if (!deal) throw new Error(`${dealId} not found`);
  return deal;
}

describe("listDeals", () => {
  it("lists the customer's deals, newest first", async () => {
    const deals = await listDeals(env.db, ANNA, TEST_NOW);
    expect(deals.map((d) => d.id)).toEqual(["deal-anna-active", "deal-anna-return", "deal-anna-soon", "deal-anna-plan", "deal-anna-ended"]);
  });

  it("is empty for a customer without deals", async () => {
    expect(await listDeals(env.db, "customer-nora", TEST_NOW)).toEqual([]);
  });

  // A deal page takes its deal from the list the header reads anyway (`getCustomerDeal`): the
  // list's entry must be what findDeal answers, for every seeded customer's every deal.
  it("holds each deal exactly as findDeal reads it", async () => {
    const customers = await env.db.selectDistinct({ id: deal.customerId }).from(deal);
    expect(customers.length).toBeGreaterThan(20);
    for (const { id } of customers) {
      for (const listed of await listDeals(env.db, id, TEST_NOW)) {
        expect(listed, `${id}: ${listed.id}`).toEqual(await findDeal(env.db, id, listed.id, TEST_NOW));
      }
    }
  });

  // deals.md §3 retention.is_retention_window_open by §4's rule: a running deal with a follow-up and
  // a return type, 1 to 90 days left. It was a stored column nobody wrote, null on every deal (review round 14).
  it("derives the retention window: open for Sina's swapped car 20 days before its return, closed otherwise", async () => {
    const sina = await listDeals(env.db, "customer-sina", TEST_NOW);
    const current = sina.find((d) => d.id === "deal-sina-current");
    expect(current).toMatchObject({ state: "ACTIVE", days_left_to_schedule_return: 20, retention: { is_retention_window_open: true } });
    expect(current?.followup_subscription_id).not.toBeNull();
    const anna = await listDeals(env.db, ANNA, TEST_NOW);
    expect(anna.map((d) => [d.id, d.retention])).toEqual(anna.map((d) => [d.id, { is_retention_window_open: false }]));
  });

  it("answers plain JSON values (no Date objects leak to the wire)", async () => {
    const deals = await listDeals(env.db, ANNA, TEST_NOW);
    expect(JSON.parse(JSON.stringify(deals))).toEqual(deals);
  });
});

describe("listDealsActedOn (deals.md §2 /mycars, §6 the company cars a member acts on)", () => {
  it("lists a driver's assigned company car as its contract holder's list holds it, and no other car of the company", async () => {
    const dirk = await listDealsActedOn(env.db, "customer-dirk", TEST_NOW);
    expect(dirk.map((d) => d.id)).toEqual(["deal-fabian-dirk"]);
    expect(dirk[0]).toEqual((await listDeals(env.db, "customer-fabian", TEST_NOW)).find((d) => d.id === "deal-fabian-dirk"));
    // The admin acts on every car of the company; Frida drives none; the fleet manager holds both contracts,
    // each listed once; a private customer's list is her own.
    expect((await listDealsActedOn(env.db, "customer-ada", TEST_NOW)).map((d) => d.id).sort()).toEqual(["deal-fabian-dirk", "deal-fabian-shared"]);
    expect(await listDealsActedOn(env.db, "customer-frida", TEST_NOW)).toEqual([]);
    expect((await listDealsActedOn(env.db, "customer-fabian", TEST_NOW)).map((d) => d.id)).toEqual(
      (await listDeals(env.db, "customer-fabian", TEST_NOW)).map((d) => d.id),
    );
    expect(await listDealsActedOn(env.db, ANNA, TEST_NOW)).toEqual(await listDeals(env.db, ANNA, TEST_NOW));
  });

  it("lets go of the car once the driver is unassigned", async () => {
    await env.db.update(deal).set({ driverContactId: null }).where(eq(deal.id, "deal-fabian-dirk"));
    try {
      expect(await listDealsActedOn(env.db, "customer-dirk", TEST_NOW)).toEqual([]);
    } finally {
      await env.db.update(deal).set({ driverContactId: "contact-b2b-dirk" }).where(eq(deal.id, "deal-fabian-dirk"));
    }
  });
});

describe("findDeal", () => {
  it("is null for another customer's deal and for an unknown id", async () => {
    expect(await findDeal(env.db, ANNA, "deal-paul-created", TEST_NOW)).toBeNull();
    expect(await findDeal(env.db, ANNA, "deal-does-not-exist", TEST_NOW)).toBeNull();
  });

  it("maps a scheduled pickup return with derived fields, EUR amounts and cents deductibles", async () => {
    const deal = await dealOf(ANNA, "deal-anna-return");
    expect(deal).toMatchObject({
      state: "ACTIVE",
      variant: "SUBSCRIPTION",
      contact_id: "5100000101",
      return_type: "PICKUP",
      return_date: day(30),
      end_date: day(30),
      days_left_to_schedule_return: 30,
      is_return_window_open: true,
      amount: 499,
      insurance_amount: 29,
      additional_mileage_fee: 0.2,
      mileage_package: 1000,
      term: 6,
      damage_deductible_vollkasko: 50_000,
      damage_deductible_teilkasko: 50_000,
      return_phone_number: "+4915112345601",
      car: {
        oem: "Cupra",
        model: "Born",
        picture: "/portal/cars/cupra-born.svg",
        registration_data: { license_plate: "HH-AK 302E" },
      },
    });
    expect(deal.preferred_return_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("keeps an active deal without a return outside the return window", async () => {
    expect(await dealOf(ANNA, "deal-anna-active")).toMatchObject({
      return_type: null,
      is_return_window_open: false,
      amount: 549,
      damage_deductible_vollkasko: 100_000,
      damage_deductible_teilkasko: 50_000,
    });
  });

  it("counts an ended deal's days as negative and closes its window", async () => {
    const deal = await dealOf(ANNA, "deal-anna-ended");
    expect(deal.state).toBe("ENDED");
    expect(deal.days_left_to_schedule_return).toBeLessThan(0);
    expect(deal.is_return_window_open).toBe(false);
    expect(deal.actual_return_date).not.toBeNull();
    // Its return reached final_invoice 35 days ago: the deal says so, in the list as well.
    expect(deal.final_invoice_issued_at).toBe(at(-35, "06:00"));
    const listed = (await listDeals(env.db, ANNA, TEST_NOW)).find((d) => d.id === "deal-anna-ended");
    expect(listed?.final_invoice_issued_at).toBe(at(-35, "06:00"));
    expect((await dealOf(ANNA, "deal-anna-return")).final_invoice_issued_at).toBeNull();
  });

  it("closes the return window once the return is under way, as the BFF refuses a change then (issue 39 item 2)", async () => {
    expect((await dealOf(ANNA, "deal-anna-return")).is_return_window_open).toBe(true);
    const id = "milestone-test-prepare-anna-return";
    await env.db
      .insert(dealMilestone)
      .values({ id, dealId: "deal-anna-return", milestone: "prepare_car_for_return", reachedAt: new Date(TEST_NOW.valueOf()) });
    try {
      expect((await dealOf(ANNA, "deal-anna-return")).is_return_window_open).toBe(false);
      const listed = (await listDeals(env.db, ANNA, TEST_NOW)).find((d) => d.id === "deal-anna-return");
      expect(listed?.is_return_window_open).toBe(false);
    } finally {
      await env.db.delete(dealMilestone).where(eq(dealMilestone.id, id));
    }
  });

  it("maps a lead and a business deal", async () => {
    expect(await dealOf("customer-lea", "deal-lea-lead")).toMatchObject({
      variant: "LEAD",
      state: "CREATED",
      checkout_hash: expect.any(String),
      contact_id: "5100000104",
      days_left_to_schedule_return: null,
      car: { registration_data: null },
    });
    expect(await dealOf("customer-bernd", "deal-bernd-minib2b")).toMatchObject({
      type: "MINIB2B",
      days_left_to_schedule_return: 40,
      is_return_window_open: true,
      return_type: null,
      customer_specific_vk_damage_deductible: 50_000,
    });
  });
});

describe("getHandover", () => {
  it("answers the handover data of the customer's deal", async () => {
    expect(await getHandover(env.db, PAUL, "deal-paul-created")).toEqual({
      planned_delivery_date: day(28),
      preferred_delivery_date: day(21),
      slot: { value: "11:00", formatted_time: "11:00-12:00" },
      address: { street: "Aachener Straße", house_number: "312", zip: "50933", city: "Köln", address_extra: "Klingel Plan" },
    });
  });

  it("has no address before one is given", async () => {
    expect(await getHandover(env.db, PAUL, "deal-paul-signed")).toMatchObject({ slot: null, address: null });
  });

  it("is null for another customer's deal", async () => {
    expect(await getHandover(env.db, ANNA, "deal-paul-created")).toBeNull();
  });
});

describe("getReturn", () => {
  it("answers the booked return with appraisal dates", async () => {
    expect(await getReturn(env.db, ANNA, "deal-anna-return", TEST_NOW)).toEqual({
      type: "PICKUP",
      address: {
        street: "Eppendorfer Weg",
        house_number: "57",
        zip: "20259",
        city: "Hamburg",
        address_extra: "Hinterhof, 2. OG",
        phone_number: "+4915112345601",
      },
      contact_name: "Anna Aktiv",
      return_price: 129,
      pre_return_appraisal_options: ["2026-03-11", "2026-03-12", "2026-03-13", "2026-03-16", "2026-03-17"],
      pre_return_appraisal_date: null,
    });
  });

  it("is empty while no return is booked", async () => {
    expect(await getReturn(env.db, "customer-bernd", "deal-bernd-minib2b", TEST_NOW)).toEqual({
      type: null,
      address: null,
      contact_name: null,
      return_price: null,
      pre_return_appraisal_options: null,
      pre_return_appraisal_date: null,
    });
  });

  it("is null for another customer's deal", async () => {
    expect(await getReturn(env.db, PAUL, "deal-anna-return", TEST_NOW)).toBeNull();
  });

  // The deal page offers the appraisal inside the return status (deals.md §2), shown once the return
  // has a status; the customer's own booking writes `return_booked` with the return. A seeded return
  // without it (Sina's swap) was offered dates by the API and none on the page (review round 17).
  it("offers appraisal dates only for a return whose status the deal page shows", async () => {
    const customers = await env.db.selectDistinct({ id: deal.customerId }).from(deal);
    const offeredWithoutStatus: string[] = [];
    let offered = 0;
    for (const { id } of customers) {
      for (const { id: dealId } of await listDeals(env.db, id, TEST_NOW)) {
        if (!(await getReturn(env.db, id, dealId, TEST_NOW))?.pre_return_appraisal_options?.length) continue;
        offered += 1;
        if ((await getReturnStatus(env.db, id, dealId))?.status == null) offeredWithoutStatus.push(dealId);
      }
    }
    expect(offered).toBeGreaterThan(2);
    expect(offeredWithoutStatus).toEqual([]);
  });
});

describe("listDocuments", () => {
  it("lists the documents of an ended deal, final invoice and return protocol included", async () => {
    const documents = await listDocuments(env.db, ANNA, "deal-anna-ended");
    expect(documents?.map((d) => d.documentType)).toEqual([
      "subscription_confirmation",
      "handover_protocol",
      "return_protocol",
      "car_appraisal_report",
      "final_invoice",
    ]);
    expect(documents?.[0]).toEqual({
      name: "Abo-Bestätigung",
      url: "/portal/api/bff/deals/deal-anna-ended/documents/deal-anna-ended--subscription_confirmation/file",
      documentType: "subscription_confirmation",
    });
  });

  it("is an empty list for an own deal without documents, null for another customer's deal", async () => {
    expect(await listDocuments(env.db, "customer-lea", "deal-lea-lead")).toEqual([]);
    expect(await listDocuments(env.db, ANNA, "deal-paul-created")).toBeNull();
  });
});

describe("listInvoices", () => {
  it("lists the customer's invoices newest first, amounts in cents", async () => {
    const invoices = await listInvoices(env.db, ANNA);
    expect(invoices).toHaveLength(6);
    expect(invoices[0]).toMatchObject({ id: "invoice-anna-1", amount: 54_900, status: "open", ext_invoice_number: "RE-2026-100001" });
    // Each names the car it bills.
    expect(invoices[0]?.car).toMatchObject({ oem: "Volkswagen", model: "ID.3", registration_data: { license_plate: "HH-AK 301E" } });
    const created = invoices.map((i) => i.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const invoice of invoices) expect(Number.isInteger(invoice.amount)).toBe(true);
  });

  it("shows nobody else's invoices", async () => {
    expect(await listInvoices(env.db, "customer-nora")).toEqual([]);
    expect((await listInvoices(env.db, PAUL)).length).toBe(0);
  });
});

describe("getOrderStatus", () => {
  it("answers a delayed order mid-delivery: the car is ready, the short step list applies", async () => {
    const expected: OrderStatusData = {
      status: "car_ready_for_delivery",
      has_early_availability: false,
      steps: [
        { key: "customer_verified", reached_at: at(-11, "10:15") },
        { key: "car_arrived_at_compound", reached_at: at(-4, "14:00") },
        { key: "car_ready_for_delivery", reached_at: at(-1, "16:30") },
        { key: "car_in_delivery", reached_at: null },
        { key: "delivery_completed", reached_at: null },
      ],
      delivery: {
        planned_delivery_date: day(28),
        preferred_delivery_date: day(21),
        slot: SLOT,
        address: { ...PAUL_ADDRESS, address_extra: "Klingel Plan" },
        availability_confidence: { deviation_in_weeks: 0 },
        address_changeable: true,
      },
    };
    expect(await getOrderStatus(env.db, PAUL, "deal-paul-created")).toEqual(expected);
  });

  it("answers order_received for a signed order, the status that drives the verification banner", async () => {
    const expected: OrderStatusData = {
      status: "order_received",
      has_early_availability: false,
      steps: [
        { key: "customer_verified", reached_at: null },
        { key: "car_arrived_at_compound", reached_at: null },
        { key: "car_ready_for_delivery", reached_at: null },
        { key: "car_in_delivery", reached_at: null },
        { key: "delivery_completed", reached_at: null },
      ],
      delivery: {
        planned_delivery_date: null,
        preferred_delivery_date: day(35),
        slot: null,
        address: null,
        availability_confidence: null,
        address_changeable: true,
      },
    };
    expect(await getOrderStatus(env.db, PAUL, "deal-paul-signed")).toEqual(expected);
  });

  it("answers the longer step list, with delivery_confirmation, for early availability", async () => {
    const expected: OrderStatusData = {
      status: "customer_verified",
      has_early_availability: true,
      steps: [
        { key: "customer_verified", reached_at: at(-7, "11:20") },
        { key: "delivery_confirmation", reached_at: null },
        { key: "car_arrived_at_compound", reached_at: null },
        { key: "car_ready_for_delivery", reached_at: null },
        { key: "car_in_delivery", reached_at: null },
        { key: "delivery_completed", reached_at: null },
      ],
      delivery: {
        planned_delivery_date: day(14),
        preferred_delivery_date: day(14),
        slot: SLOT,
        address: { ...PAUL_ADDRESS, address_extra: null },
        availability_confidence: { deviation_in_weeks: 2 },
        address_changeable: true,
      },
    };
    expect(await getOrderStatus(env.db, PAUL, "deal-paul-verified")).toEqual(expected);
  });

  it("answers early availability for an estimate without a number of weeks (deals.md §4: 3 weeks if none is given)", async () => {
    const status = await getOrderStatus(env.db, "customer-kim", "deal-kim-ordered");
    expect(status?.has_early_availability).toBe(true);
    expect(status?.delivery.availability_confidence).toEqual({});
    expect(status && earlyAvailabilityWeeks(status.delivery)).toBe(3);
    expect(status?.steps.map((step) => step.key)).toContain("delivery_confirmation");
  });

  it("answers a completed delivery for a handed-over car, no longer changeable", async () => {
    const status = await getOrderStatus(env.db, ANNA, "deal-anna-active");
    expect(status).toMatchObject({
      status: "delivery_completed",
      has_early_availability: false,
      delivery: { planned_delivery_date: day(-122), availability_confidence: null, address_changeable: false },
    });
    expect(status?.steps.at(-1)).toEqual({ key: "delivery_completed", reached_at: at(-122, "11:30") });
    const dates = status?.steps.map((step) => step.reached_at) ?? [];
    expect(dates.every((date) => date !== null)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it("has no status for an order without progress (a lead before checkout)", async () => {
    expect(await getOrderStatus(env.db, "customer-lea", "deal-lea-lead")).toMatchObject({
      status: null,
      steps: expect.arrayContaining([{ key: "customer_verified", reached_at: null }]),
    });
  });

  it("takes the last milestone in process order, and keeps a step outside the list out of it", async () => {
    // A delivery confirmation on record for a deal without early availability: a later step
    // already reached stays the status, and the short list stays short.
    await env.db.insert(dealMilestone).values({
      id: "test--delivery-confirmation",
      dealId: "deal-paul-created",
      milestone: "delivery_confirmation",
      reachedAt: new Date(),
    });
    try {
      const status = await getOrderStatus(env.db, PAUL, "deal-paul-created");
      expect(status?.status).toBe("car_ready_for_delivery");
      expect(status?.steps.map((step) => step.key)).not.toContain("delivery_confirmation");
    } finally {
      await env.db.delete(dealMilestone).where(eq(dealMilestone.id, "test--delivery-confirmation"));
    }
  });

  it("is null for another customer's deal and for an unknown id", async () => {
    expect(await getOrderStatus(env.db, ANNA, "deal-paul-created")).toBeNull();
    expect(await getOrderStatus(env.db, PAUL, "deal-does-not-exist")).toBeNull();
  });
});

describe("getReturnStatus", () => {
  it("answers a confirmed pickup return with its details", async () => {
    const expected: ReturnStatusData = {
      status: "return_confirmed",
      steps: [
        { key: "return_booked", reached_at: at(-10, "18:40") },
        { key: "return_confirmed", reached_at: at(-9, "09:05") },
        { key: "prepare_car_for_return", reached_at: null },
        { key: "return_in_progress", variant: "pickup", reached_at: null },
        { key: "final_invoice", reached_at: null },
        { key: "return_completed", reached_at: null },
      ],
      details: {
        type: "PICKUP",
        return_date: day(30),
        preferred_return_date: at(30, "10:00"),
        actual_return_date: null,
        address: {
          street: "Eppendorfer Weg",
          house_number: "57",
          zip: "20259",
          city: "Hamburg",
          address_extra: "Hinterhof, 2. OG",
          phone_number: "+4915112345601",
        },
        contact_name: "Anna Aktiv",
      },
    };
    expect(await getReturnStatus(env.db, ANNA, "deal-anna-return")).toEqual(expected);
  });

  it("answers every step done for an ended deal's self return, the final invoice 3 to 4 weeks after", async () => {
    const returnDay = dayjs.utc(day(-430)).add(12, "month").format("YYYY-MM-DD");
    const shifted = (days: number) => dayjs.utc(returnDay).add(days, "day").format("YYYY-MM-DD");
    const expected: ReturnStatusData = {
      status: "return_completed",
      steps: [
        { key: "return_booked", reached_at: on(shifted(-40), "18:00") },
        { key: "return_confirmed", reached_at: on(shifted(-39), "09:00") },
        { key: "prepare_car_for_return", reached_at: on(shifted(-7), "09:00") },
        { key: "return_in_progress", variant: "self_return", reached_at: on(returnDay, "09:00") },
        { key: "final_invoice", reached_at: at(-35, "06:00") },
        { key: "return_completed", reached_at: at(-34, "12:00") },
      ],
      details: {
        type: "SELF_RETURN",
        return_date: returnDay,
        preferred_return_date: on(returnDay, "10:00"),
        actual_return_date: on(returnDay, "10:20"),
        address: null,
        contact_name: "Anna Aktiv",
      },
    };
    expect(await getReturnStatus(env.db, ANNA, "deal-anna-ended")).toEqual(expected);
  });

  it("has no status, and no variant, while no return is booked", async () => {
    const status = await getReturnStatus(env.db, "customer-bernd", "deal-bernd-minib2b");
    expect(status?.status).toBeNull();
    expect(status?.steps.every((step) => step.reached_at === null)).toBe(true);
    expect(status?.steps).toContainEqual({ key: "return_in_progress", variant: null, reached_at: null });
    expect(status?.details).toEqual({
      type: null,
      return_date: null,
      preferred_return_date: null,
      actual_return_date: null,
      address: null,
      contact_name: null,
    });
  });

  it("is null for another customer's deal and for an unknown id", async () => {
    expect(await getReturnStatus(env.db, PAUL, "deal-anna-return")).toBeNull();
    expect(await getReturnStatus(env.db, ANNA, "deal-does-not-exist")).toBeNull();
  });
});
