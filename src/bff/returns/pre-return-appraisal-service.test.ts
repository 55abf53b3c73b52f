import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { deal, outboxMessage } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { bookPreReturnAppraisal, getPreReturnAppraisalOffer } from "./pre-return-appraisal-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const ANNA = { customerId: "customer-anna", audience: "b2c" as const };
const BERND = { customerId: "customer-bernd", audience: "b2b" as const };
const DEAL = "deal-anna-return";
const SLOTS = [
  { value: "10:00", formatted_time: "08:00-12:00" },
  { value: "13:00", formatted_time: "12:00-15:30" },
];

beforeEach(async () => {
  await env.db.update(deal).set({ preReturnAppraisalDate: null }).where(eq(deal.id, DEAL));
});

async function firstOption(): Promise<string> {
  const offer = await getPreReturnAppraisalOffer(env.db, ANNA.customerId, DEAL, TEST_NOW);
  const option = offer?.options?.[0];
  if (!option) throw new Error("no appraisal date offered");
  return option;
}

describe("pre-return appraisal (deals.md §4, §5, §7)", () => {
  it("offers the next five working days before a return 30 days ahead, and the two slots of §5", async () => {
    const offer = await getPreReturnAppraisalOffer(env.db, ANNA.customerId, DEAL, TEST_NOW);
    expect(offer?.timeslots).toEqual(SLOTS);
    expect(offer?.booking).toBeNull();
    expect(offer?.options).toHaveLength(5);
    for (const option of offer?.options ?? []) {
      expect(option > TEST_NOW.tz(TIME_ZONE).format("YYYY-MM-DD")).toBe(true);
      expect([0, 6]).not.toContain(dayjs.utc(option).day());
    }
  });

  it("offers nothing without return data, and nothing to another customer", async () => {
    expect((await getPreReturnAppraisalOffer(env.db, ANNA.customerId, "deal-anna-active", TEST_NOW))?.options).toBeNull();
    expect(await getPreReturnAppraisalOffer(env.db, "customer-paul", DEAL, TEST_NOW)).toBeNull();
  });

  it("books an offered date and slot at that Berlin time, then offers nothing more", async () => {
    const date = await firstOption();
    const booking = await bookPreReturnAppraisal(env.db, ANNA, DEAL, { appointment_date: date, appointment_timeslot: "13:00" }, TEST_NOW);
    expect(booking).toEqual({
      pre_return_appraisal_date: dayjs.tz(`${date} 13:00`, TIME_ZONE).toISOString(),
      appointment_date: date,
      appointment_timeslot: "13:00",
      formatted_time: "12:00-15:30",
    });
    const offer = await getPreReturnAppraisalOffer(env.db, ANNA.customerId, DEAL, TEST_NOW);
    expect(offer).toMatchObject({ options: null, booking });
    // The appraiser is sent by the operations side: the booking reaches it, with the pickup's address (review round 17).
    const [message] = await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "pre-return-appraisal"));
    expect(message?.payload).toMatchObject({
      deal_id: DEAL,
      appointment_date: date,
      appointment_timeslot: "13:00",
      return_type: "PICKUP",
      address: { street: "Eppendorfer Weg", zip: "20259", city: "Hamburg" },
    });
    await expect(
      bookPreReturnAppraisal(env.db, ANNA, DEAL, { appointment_date: date, appointment_timeslot: "10:00" }, TEST_NOW),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it.each([
    { case: "a date that was not offered", input: () => ({ appointment_date: "2020-01-06", appointment_timeslot: "10:00" }) },
    { case: "a slot that is not bookable", input: (date: string) => ({ appointment_date: date, appointment_timeslot: "11:00" }) },
  ])("refuses $case and stores nothing", async ({ input }) => {
    const request = input(await firstOption());
    await expect(bookPreReturnAppraisal(env.db, ANNA, DEAL, request, TEST_NOW)).rejects.toBeInstanceOf(ValidationError);
    const [row] = await env.db.select({ at: deal.preReturnAppraisalDate }).from(deal).where(eq(deal.id, DEAL));
    expect(row?.at).toBeNull();
  });

  it("refuses a deal without return data, a business customer, and answers another customer nothing", async () => {
    await expect(
      bookPreReturnAppraisal(env.db, ANNA, "deal-anna-active", { appointment_date: "2026-04-01", appointment_timeslot: "10:00" }, TEST_NOW),
    ).rejects.toBeInstanceOf(ConflictError);
    await expect(
      bookPreReturnAppraisal(env.db, BERND, "deal-bernd-minib2b", { appointment_date: "2026-04-01", appointment_timeslot: "10:00" }, TEST_NOW),
    ).rejects.toBeInstanceOf(ConflictError);
    expect(
      await bookPreReturnAppraisal(
        env.db,
        { customerId: "customer-paul", audience: "b2c" },
        DEAL,
        { appointment_date: await firstOption(), appointment_timeslot: "10:00" },
        TEST_NOW,
      ),
    ).toBeNull();
  });

  it("books once when two requests race", async () => {
    const date = await firstOption();
    const results = await Promise.allSettled(
      ["10:00", "13:00"].map((slot) => bookPreReturnAppraisal(env.db, ANNA, DEAL, { appointment_date: date, appointment_timeslot: slot }, TEST_NOW)),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((result) => result.status === "rejected" && result.reason instanceof ConflictError)).toHaveLength(1);
  });
});
