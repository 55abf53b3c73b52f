import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { deal, outboxMessage } from "../db/schema";
import { ConflictError } from "../domain-errors";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { chooseDeliveryDelayOption } from "./delivery-delay-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(async () => {
  await env.close();
});

const DORA = "customer-dora";
const reset = (id: string) =>
  env.db.update(deal).set({ deliveryDelayChoice: null, deliveryDelayCreditCents: null, deliveryDelayChosenAt: null }).where(eq(deal.id, id));

describe("delivery-delay choice (deals.md §4, §9)", () => {
  it.each([
    // deal, monthly rate, days late, credit
    ["deal-dora-late8", 599, 10, 59.9],
    ["deal-dora-late15", 649, 20, 129.8],
  ])("keeping %s (%f EUR, %i days late) grants %f EUR, computed by the server", async (id, _rate, _late, credit) => {
    await reset(id);
    const choice = await chooseDeliveryDelayOption(env.db, DORA, id, { choice: "keep_car", locale: "de-DE" }, TEST_NOW);
    expect(choice).toMatchObject({ choice: "keep_car", credit, alternative_car_href: null });
    const [row] = await env.db.select().from(deal).where(eq(deal.id, id));
    expect(row?.deliveryDelayCreditCents).toBe(Math.round(credit * 100));
    // The credit reaches the operations side with the choice (review round 17), once.
    const messages = (await env.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "delivery-delay-choice")))
      .map((message) => message.payload as Record<string, unknown>)
      .filter((payload) => payload.deal_id === id);
    expect(messages).toEqual([expect.objectContaining({ customer_id: DORA, choice: "keep_car", credit })]);
    await expect(chooseDeliveryDelayOption(env.db, DORA, id, { choice: "keep_car", locale: "de-DE" }, TEST_NOW)).rejects.toBeInstanceOf(
      ConflictError,
    );
  });

  it("answers a business customer the credit net of VAT, and stores what is credited (deals.md §6)", async () => {
    // Viktor's company car (499 EUR a month gross, 419,33 EUR net), made 10 days late: 10 %.
    const preferred = TEST_NOW.add(21, "day").format("YYYY-MM-DD");
    const planned = TEST_NOW.add(31, "day").format("YYYY-MM-DD");
    await env.db
      .update(deal)
      .set({ preferredDeliveryDate: preferred, plannedDeliveryDate: planned, deliveryDelayChoice: null, deliveryDelayCreditCents: null })
      .where(eq(deal.id, "deal-viktor-ordered"));
    const choice = await chooseDeliveryDelayOption(
      env.db,
      "customer-viktor",
      "deal-viktor-ordered",
      { choice: "keep_car", locale: "de-DE" },
      TEST_NOW,
    );
    expect(choice).toMatchObject({ choice: "keep_car", credit: 41.93 });
    const [row] = await env.db.select().from(deal).where(eq(deal.id, "deal-viktor-ordered"));
    expect(row?.deliveryDelayCreditCents).toBe(4_990);
  });

  it("links the alternative car to the subscribe page with the 2-week window and a voucher", async () => {
    await reset("deal-dora-late8");
    const choice = await chooseDeliveryDelayOption(env.db, DORA, "deal-dora-late8", { choice: "alternative_car", locale: "en-DE" }, TEST_NOW);
    expect(choice?.alternative_car_href).toMatch(
      /^\/en-DE\/subscribe\?available_from=\d{4}-\d{2}-\d{2}&available_to=\d{4}-\d{2}-\d{2}&VoucherCode=DELAY-/,
    );
    expect(choice?.credit).toBe(0);
  });

  it("refuses options the deal does not offer, an undelayed deal and another customer's", async () => {
    await reset("deal-dora-late15");
    for (const option of ["alternative_car", "change_date"] as const) {
      await expect(chooseDeliveryDelayOption(env.db, DORA, "deal-dora-late15", { choice: option, locale: "de-DE" }, TEST_NOW)).rejects.toMatchObject({
        code: "delay_choice_not_offered",
      });
    }
    await expect(chooseDeliveryDelayOption(env.db, DORA, "deal-dora-soon", { choice: "keep_car", locale: "de-DE" }, TEST_NOW)).rejects.toMatchObject({
      code: "delivery_not_delayed",
    });
    expect(await chooseDeliveryDelayOption(env.db, "customer-paul", "deal-dora-late8", { choice: "keep_car", locale: "de-DE" }, TEST_NOW)).toBeNull();
  });
});
