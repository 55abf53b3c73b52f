import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNotNull } from "drizzle-orm";
import { addDays, berlinDay } from "@/lib/calendar-day";
import { berlinIso } from "@/features/appointments/rules/available-dates";
import { deal, outboxMessage } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { getHandoverChangeFee, getHandoverMetadata, putHandover, type HandoverInput } from "./handover-service";
import { findDeal, getOrderStatus } from "../deals/deals-service";
import { handoverSlot } from "@/features/delivery/rules/handover-change";
import { visibilityRules } from "@/cms/visibility";
import { chooseDeliveryDelayOption } from "./delivery-delay-service";
import { isDeliveryDelayed } from "@/features/delivery/rules/delivery-delay";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const DORA = "customer-dora";
const PAUL = "customer-paul";
const today = berlinDay(TEST_NOW);

async function firstDate(dealId: string, customerId = DORA): Promise<string> {
  const metadata = await getHandoverMetadata(env.db, customerId, dealId, "30159", TEST_NOW);
  const first = metadata?.availabilities[0]?.date;
  if (!first) throw new Error("no date offered");
  return first;
}

const change = (date: string, overrides: Partial<HandoverInput> = {}): HandoverInput => ({
  preferred_delivery_date: date,
  street: "Lindenstraße",
  house_number: "9",
  zip: "30159",
  city: "Hannover",
  firstname: "Dora",
  lastname: "Delay",
  phone_number: "+4915112345609",
  ...overrides,
});

describe("handover metadata (deals.md §3, §9)", () => {
  it("offers dates from 3 days ahead with 11:00, the fee of a change and whether it is changeable", async () => {
    const soon = await getHandoverMetadata(env.db, DORA, "deal-dora-soon", "30159", TEST_NOW);
    expect(soon?.fee).toBe(99); // delivery in 6 days: inside the 11-day window
    expect(soon?.address_changeable).toBe(true);
    expect(soon?.availability_confidence).toEqual({ deviation_in_weeks: 0 });
    expect(soon!.availabilities[0]!.date >= addDays(today, 3)).toBe(true);
    expect(soon!.availabilities[0]!.available_slots.map((slot) => slot.value)).toContain("11:00");

    expect((await getHandoverMetadata(env.db, PAUL, "deal-paul-signed", undefined, TEST_NOW))?.fee).toBe(0); // 35 days ahead
    expect((await getHandoverMetadata(env.db, PAUL, "deal-paul-created", undefined, TEST_NOW))?.fee).toBe(149); // car being prepared
    expect((await getHandoverMetadata(env.db, DORA, "deal-dora-late15", undefined, TEST_NOW))?.address_changeable).toBe(false);
    // An estimate without a number of weeks (deals.md §4 "3 weeks if none is given"); none at all.
    expect((await getHandoverMetadata(env.db, "customer-kim", "deal-kim-ordered", undefined, TEST_NOW))?.availability_confidence).toEqual({});
    expect((await getHandoverMetadata(env.db, PAUL, "deal-paul-signed", undefined, TEST_NOW))?.availability_confidence).toBeNull();
  });

  it("offers a late car's delivery from its planned day on, and refuses an earlier one (issue 36 item 2)", async () => {
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-change"));
    const planned = berlinDay(row!.plannedDeliveryDate!);
    expect(planned > berlinDay(row!.preferredDeliveryDate!)).toBe(true); // late: planned after the wish
    const first = await firstDate("deal-dora-change");
    expect(first >= planned).toBe(true);
    expect(first < addDays(planned, 4)).toBe(true); // from that day (or the next working day)
    await expect(putHandover(env.db, DORA, "deal-dora-change", change(addDays(today, 5)), TEST_NOW)).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: "preferred_delivery_date", code: "handover_date_not_offered" })],
    });
  });

  it("offers no date to an island without road link, and nothing to another customer", async () => {
    expect((await getHandoverMetadata(env.db, DORA, "deal-dora-soon", "25980", TEST_NOW))?.availabilities).toEqual([]);
    expect(await getHandoverMetadata(env.db, PAUL, "deal-dora-soon", "30159", TEST_NOW)).toBeNull();
  });
});

describe("handover change fee and PUT (deals.md §5, §9)", () => {
  it("prices a phone-only change at 0 and a new date inside 11 days at 99 EUR", async () => {
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-soon"));
    const same = change(row!.preferredDeliveryDate!, { slot: "11:00" });
    expect(await getHandoverChangeFee(env.db, DORA, "deal-dora-soon", { ...same, phone_number: "+4917612345678" }, TEST_NOW)).toEqual({ amount: 0 });
    expect(await getHandoverChangeFee(env.db, DORA, "deal-dora-soon", change(await firstDate("deal-dora-soon")), TEST_NOW)).toEqual({ amount: 99 });
  });

  it("charges a business customer the fees net of VAT: 99 → 83.19 EUR, 149 → 125.21 EUR (deals.md §6)", async () => {
    const bernd = "customer-bernd";
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-bernd-ordered"));
    // Delivery in 6 days: inside the 11-day window.
    const soon = addDays(today, 6);
    await env.db.update(deal).set({ plannedDeliveryDate: soon, preferredDeliveryDate: soon }).where(eq(deal.id, "deal-bernd-ordered"));
    try {
      expect((await getHandoverMetadata(env.db, bernd, "deal-bernd-ordered", undefined, TEST_NOW))?.fee).toBe(83.19);
      const date = (await getHandoverMetadata(env.db, bernd, "deal-bernd-ordered", undefined, TEST_NOW))!.availabilities[0]!.date;
      const moved = { ...change(date), firstname: "Dana", lastname: "Disponent", zip: "12049", city: "Berlin" };
      expect(await getHandoverChangeFee(env.db, bernd, "deal-bernd-ordered", moved, TEST_NOW)).toEqual({ amount: 83.19 });
      // The private customer's gross fee is unchanged.
      expect((await getHandoverMetadata(env.db, DORA, "deal-dora-soon", undefined, TEST_NOW))?.fee).toBe(99);
    } finally {
      await env.db
        .update(deal)
        .set({ plannedDeliveryDate: row!.plannedDeliveryDate, preferredDeliveryDate: row!.preferredDeliveryDate })
        .where(eq(deal.id, "deal-bernd-ordered"));
    }
  });

  it("keeps a booked day that is not offered (a Saturday): a phone-only change stays free and keeps it; another Saturday is refused", async () => {
    const [before] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-soon"));
    let saturday = addDays(today, 4);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const booked = { preferredDeliveryDate: saturday, plannedDeliveryDate: saturday, preferredHandoverDate: new Date(berlinIso(saturday, "11:00")) };
    await env.db
      .update(deal)
      .set({ ...booked, handoverSlot: "11:00" })
      .where(eq(deal.id, "deal-dora-soon"));
    try {
      const metadata = await getHandoverMetadata(env.db, DORA, "deal-dora-soon", "30159", TEST_NOW);
      expect(metadata!.availabilities.find((date) => date.date === saturday)?.available_slots.map((slot) => slot.value)).toEqual(["11:00"]);
      const phoneOnly = change(saturday, { slot: "11:00", phone_number: "+4917612345678" });
      expect(await getHandoverChangeFee(env.db, DORA, "deal-dora-soon", phoneOnly, TEST_NOW)).toEqual({ amount: 0 });
      expect((await putHandover(env.db, DORA, "deal-dora-soon", phoneOnly, TEST_NOW))?.planned_delivery_date).toBe(saturday);
      await expect(putHandover(env.db, DORA, "deal-dora-soon", change(addDays(saturday, 7), { slot: "11:00" }), TEST_NOW)).rejects.toMatchObject({
        issues: [expect.objectContaining({ path: "preferred_delivery_date", code: "handover_date_not_offered" })],
      });
    } finally {
      await env.db.update(deal).set(before!).where(eq(deal.id, "deal-dora-soon"));
    }
  });

  it.each([
    ["an empty first name", { firstname: "" }, "firstname", "required"],
    ["a 101-character street", { street: "x".repeat(101) }, "street", "max"],
    ["a four-digit postcode", { zip: "3015" }, "zip", "invalid"],
    ["an island postcode (Norderney)", { zip: "26548" }, "zip", "postcode_not_deliverable"],
    ["an invalid phone number", { phone_number: "12" }, "phone_number", "phone_invalid"],
    ["a Sunday or a date not offered", { preferred_delivery_date: "2020-01-05" }, "preferred_delivery_date", "handover_date_not_offered"],
    // The form picks the day's first slot when its time is not offered (deals.md §5); a request naming another time is refused, not changed.
    ["a time that is no slot of the day", { slot: "03:00" }, "preferred_delivery_date", "handover_date_not_offered"],
  ])("refuses %s with a 422 issue, writing nothing", async (_case, overrides, path, code) => {
    const before = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-soon"));
    const input = change(await firstDate("deal-dora-soon"), overrides);
    const error = await putHandover(env.db, DORA, "deal-dora-soon", input, TEST_NOW).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toContainEqual(expect.objectContaining({ path, code }));
    expect(await env.db.select().from(deal).where(eq(deal.id, "deal-dora-soon"))).toEqual(before);
  });

  it("stores a change: the planned date follows, the slot falls back to 11:00, twice is the same; a time not offered is refused", async () => {
    const date = await firstDate("deal-paul-verified", PAUL);
    const input = change(date, { street: "Neue Straße", zip: "50933", city: "Köln", firstname: "Paul", lastname: "Plan" });
    const stored = await putHandover(env.db, PAUL, "deal-paul-verified", input, TEST_NOW);
    expect(stored).toEqual({
      planned_delivery_date: date,
      preferred_delivery_date: date,
      slot: { value: "11:00", formatted_time: "11:00-12:00" },
      address: { street: "Neue Straße", house_number: "9", zip: "50933", city: "Köln", address_extra: null },
    });
    expect(await putHandover(env.db, PAUL, "deal-paul-verified", input, TEST_NOW)).toEqual(stored);
    const withSlot = await putHandover(env.db, PAUL, "deal-paul-verified", { ...input, slot: "14:00" }, TEST_NOW);
    expect(withSlot?.slot?.value).toBe("14:00");
    await expect(putHandover(env.db, PAUL, "deal-paul-verified", { ...input, slot: "12:00" }, TEST_NOW)).rejects.toBeInstanceOf(ValidationError);
  });

  it("hands a changed delivery to the operations side with the fee of the change to bill, and names the fee in the mail (review round 16)", async () => {
    const [before] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-soon"));
    const messagesOf = async (topic: "handover-change" | "confirmation-mail") =>
      (await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, topic))).map((row) => row.payload as Record<string, unknown>);
    const earlier = { changes: (await messagesOf("handover-change")).length, mails: (await messagesOf("confirmation-mail")).length };
    try {
      // Dora's delivery in 6 days moved: inside the 11-day window, the 99 EUR effort fee (deals.md §9).
      const date = await firstDate("deal-dora-soon");
      await putHandover(env.db, DORA, "deal-dora-soon", change(date), TEST_NOW);
      expect((await messagesOf("handover-change")).slice(earlier.changes)).toEqual([
        expect.objectContaining({
          deal_id: "deal-dora-soon",
          customer_id: DORA,
          delivery_date: date,
          slot: "11:00-12:00",
          address: expect.objectContaining({ street: "Lindenstraße", zip: "30159", city: "Hannover" }),
          contact: { firstname: "Dora", lastname: "Delay", phone_number: "+4915112345609" },
          change_fee: 99,
          net_of_vat: false,
        }),
      ]);
      const mails = (await messagesOf("confirmation-mail")).slice(earlier.mails);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain("Gebühr für diese Änderung:\n  99\u00a0€");
    } finally {
      await env.db.update(deal).set(before!).where(eq(deal.id, "deal-dora-soon"));
    }
  });

  it("refuses a change when the handover is not changeable, and another customer's deal", async () => {
    const input = change(await firstDate("deal-dora-late15"));
    await expect(putHandover(env.db, DORA, "deal-dora-late15", input, TEST_NOW)).rejects.toBeInstanceOf(ConflictError);
    expect(await putHandover(env.db, PAUL, "deal-dora-soon", input, TEST_NOW)).toBeNull();
  });
});

describe("a handover that is not changeable says so up front (deals.md §3 address_changeable, §4)", () => {
  it("the deal view carries the rule the PUT refuses by: deal-dora-late15 shows the notice, not the steps", async () => {
    const context = { now: TEST_NOW, audience: "b2c" as const, role: null };
    for (const [dealId, changeable] of [
      ["deal-dora-late15", false],
      ["deal-dora-soon", true],
    ] as const) {
      const view = await findDeal(env.db, DORA, dealId, TEST_NOW);
      const metadata = await getHandoverMetadata(env.db, DORA, dealId, undefined, TEST_NOW);
      expect(view?.handover_changeable).toBe(changeable);
      expect(metadata?.address_changeable).toBe(changeable);
      expect(visibilityRules["handover-changeable"](view!, context)).toBe(changeable);
      expect(visibilityRules["handover-not-changeable"](view!, context)).toBe(!changeable);
    }
    await expect(putHandover(env.db, DORA, "deal-dora-late15", change(await firstDate("deal-dora-late15")), TEST_NOW)).rejects.toMatchObject({
      code: "handover_not_changeable",
    });
  });
});

describe("one window per slot (deals.md §3 slot (value, formatted_time), §5 default 11:00)", () => {
  it("every seeded order shows the window on the deal page that the change form offers, and keeps it on an unchanged save", async () => {
    const rows = await env.db.select().from(deal).where(isNotNull(deal.handoverSlot));
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(["deal-bernd-ordered", "deal-dora-change", "deal-kim-ordered"]));
    for (const row of rows) {
      const status = await getOrderStatus(env.db, row.customerId, row.id);
      expect(status?.delivery.slot, row.id).toEqual(handoverSlot(row.handoverSlot!));
    }

    const [before] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-soon"));
    try {
      const day = berlinDay(before!.plannedDeliveryDate ?? before!.preferredDeliveryDate!);
      const metadata = await getHandoverMetadata(env.db, DORA, "deal-dora-soon", undefined, TEST_NOW);
      const offered = metadata!.availabilities.find((date) => date.date === day)!.available_slots.find((slot) => slot.value === "11:00");
      const shown = (await getOrderStatus(env.db, DORA, "deal-dora-soon"))!.delivery.slot;
      expect(offered).toEqual({ value: "11:00", formatted_time: "11:00-12:00" });
      expect(shown).toEqual(offered);
      const unchanged = {
        ...change(day, { slot: "11:00" }),
        street: before!.handoverStreet!,
        house_number: before!.handoverHousenumber!,
        zip: before!.handoverZip!,
        city: before!.handoverCity!,
        firstname: before!.handoverFirstname!,
        lastname: before!.handoverLastname!,
        phone_number: before!.handoverPhoneNumber!,
      };
      expect(await getHandoverChangeFee(env.db, DORA, "deal-dora-soon", unchanged, TEST_NOW)).toEqual({ amount: 0 });
      await putHandover(env.db, DORA, "deal-dora-soon", unchanged, TEST_NOW);
      expect((await getOrderStatus(env.db, DORA, "deal-dora-soon"))!.delivery.slot).toEqual(shown);
    } finally {
      await env.db.update(deal).set(before!).where(eq(deal.id, "deal-dora-soon"));
    }
  });
});

describe("a late car's delivery moved: the delay option 'change the delivery date' (deals.md §4)", () => {
  it("ends the delay banner and its choices, and keeps the day the car is there as the earliest bookable day", async () => {
    const [seeded] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-change"));
    const carReady = berlinDay(seeded!.plannedDeliveryDate!);
    const wished = berlinDay(seeded!.preferredDeliveryDate!);
    const moved = addDays(carReady, 3);
    const offered = (await getHandoverMetadata(env.db, DORA, "deal-dora-change", "30159", TEST_NOW))!.availabilities.map((d) => d.date);
    const target = offered.find((date) => date >= moved)!;
    await putHandover(env.db, DORA, "deal-dora-change", change(target), TEST_NOW);

    const view = await findDeal(env.db, DORA, "deal-dora-change", TEST_NOW);
    expect(view?.planned_delivery_date).toBe(target);
    expect(view?.preferred_delivery_date).toBe(target);
    expect(view?.delivery_delay).toEqual({ wished_date: wished, car_ready_date: carReady });
    // "A delay banner shows only when the planned delivery date differs from the preferred one": no more.
    expect(isDeliveryDelayed(view!, { now: TEST_NOW })).toBe(false);
    // The earliest day is still the car's, and an earlier one is still refused.
    expect((await firstDate("deal-dora-change")) >= carReady).toBe(true);
    await expect(putHandover(env.db, DORA, "deal-dora-change", change(addDays(carReady, -2)), TEST_NOW)).rejects.toBeInstanceOf(ValidationError);
    // The delay's other option is gone with it: keeping the car for a credit is refused, nothing written.
    await expect(
      chooseDeliveryDelayOption(env.db, DORA, "deal-dora-change", { choice: "keep_car", locale: "de-DE" }, TEST_NOW),
    ).rejects.toBeInstanceOf(ConflictError);
    const [after] = await env.db.select().from(deal).where(eq(deal.id, "deal-dora-change"));
    expect(after!.deliveryDelayChoice).not.toBe("keep_car");
  });
});
