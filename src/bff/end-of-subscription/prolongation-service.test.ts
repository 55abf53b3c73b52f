import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/lib/calendar-day";
import { companyContact, deal, outboxMessage, prolongation } from "../db/schema";
import { listOutbox } from "../outbox/outbox";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { findDeal, listDeals } from "../deals/deals-service";
import { getProlongationOffer, orderProlongation } from "./prolongation-service";
import { listCompanies, listCompanyVehicles, setVehicleDriver } from "../business/business-portal-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  // Undo the previous test's orders: the follow-up deals go, the originals lose their link.
  const orders = await env.db.select().from(prolongation);
  for (const order of orders) {
    await env.db.update(deal).set({ followupSubscriptionId: null }).where(eq(deal.id, order.dealId));
    await env.db.delete(deal).where(eq(deal.id, order.followupDealId));
  }
  await env.db.delete(outboxMessage);
});

const PIA = "customer-pia";
const VIKTOR = "customer-viktor";
const ANNA = "customer-anna";
const PROLONG = "deal-pia-prolong";
const LEGACY = "deal-pia-legacy";
const RENEWED = "deal-pia-renewed";

async function dealRow(id: string) {
  const [row] = await env.db.select().from(deal).where(eq(deal.id, id));
  return row;
}

async function counts() {
  return {
    deals: (await env.db.select().from(deal)).length,
    orders: (await env.db.select().from(prolongation)).length,
    outbox: (await listOutbox(env.db)).length,
  };
}

describe("GET …/deals/{id}/prolongation-options (deals.md §3, §4, §9)", () => {
  it("offers a subscription-service deal the stored options with their discounts, from the day after the minimum commitment end", async () => {
    const row = await dealRow(PROLONG);
    const answer = await getProlongationOffer(env.db, PIA, PROLONG, TEST_NOW);
    expect(answer?.offer).toEqual({
      kind: "subscription-service",
      mileage_package: 1500,
      start_date: addDays(row!.minimumCommitmentEndDate!, 1),
      options: [
        { term: 6, price: 579, original_price: 599, discount: 20 },
        { term: 12, price: 549, original_price: 599, discount: 50 },
        { term: 24, price: 519, original_price: 599, discount: 80 },
      ],
    });
  });

  it("offers the legacy 5 % to a deal outside the subscription service", async () => {
    const answer = await getProlongationOffer(env.db, PIA, LEGACY, TEST_NOW);
    expect(answer?.offer).toMatchObject({
      kind: "legacy",
      options: [
        { term: 6, price: 464.55, original_price: 489, discount: 24.45 },
        { term: 12, price: 464.55, original_price: 489, discount: 24.45 },
      ],
    });
  });

  it("offers nothing to a prolongation, nor to a deal outside its window", async () => {
    expect(await getProlongationOffer(env.db, PIA, RENEWED, TEST_NOW)).toEqual({ offer: null });
    expect(await getProlongationOffer(env.db, ANNA, "deal-anna-active", TEST_NOW)).toEqual({ offer: null });
  });

  it("knows no other customer's deal (404)", async () => {
    expect(await getProlongationOffer(env.db, ANNA, PROLONG, TEST_NOW)).toBeNull();
  });
});

describe("POST …/deals/{id}/prolongation (deals.md §3, §7, §9)", () => {
  const request = { term: 12, amount: 549, mileage_package: 1500, dealId: PROLONG };

  it("creates the follow-up deal, links it from the original, stores the order and queues it", async () => {
    const original = await dealRow(PROLONG);
    const answer = await orderProlongation(env.db, PIA, PROLONG, request, TEST_NOW);
    expect(answer).toEqual({ dealId: expect.stringMatching(/^deal-/), contactId: "5100000112" });
    const start = addDays(original!.minimumCommitmentEndDate!, 1);
    // deals.md §9: the end is the chosen 12 months after the start, on the same date.
    const end = addMonths(start, 12);
    expect(await dealRow(answer!.dealId)).toMatchObject({
      customerId: PIA,
      state: "CREATED",
      subscribedAs: "PROLONGATION",
      previousSubscriptionId: PROLONG,
      carId: original!.carId,
      term: 12,
      amountCents: 54_900,
      mileagePackage: 1500,
      endDate: end,
    });
    expect(await dealRow(PROLONG)).toMatchObject({ followupSubscriptionId: answer!.dealId, subscribedTo: "PROLONGATION" });
    // The rest of the product reads the original as prolonged: no return to plan, no options again.
    const originalRead = await findDeal(env.db, PIA, PROLONG, TEST_NOW);
    expect(originalRead).toMatchObject({ subscribed_to: "PROLONGATION", is_return_window_open: false });
    expect((await getProlongationOffer(env.db, PIA, PROLONG, TEST_NOW))!.offer).toBeNull();
    const [order] = await env.db.select().from(prolongation);
    expect(order).toMatchObject({ dealId: PROLONG, followupDealId: answer!.dealId, startDate: start, endDate: end, amountCents: 54_900 });
    const messages = await listOutbox(env.db);
    expect(messages.map((message) => [message.topic, message.payload])).toEqual(
      expect.arrayContaining([
        [
          "prolongation",
          { dealId: PROLONG, followupDealId: answer!.dealId, term: 12, amount: 549, mileage_package: 1500, startDate: start, endDate: end },
        ],
        // The customer's confirmation, in the same transaction, leading to the follow-up.
        [
          "confirmation-mail",
          expect.objectContaining({ kind: "prolongation", text: expect.stringContaining(`/portal/de-DE/mycars/${answer!.dealId}`) }),
        ],
      ]),
    );
    expect(messages).toHaveLength(2);
  });

  it("prolongs once: a second order is refused (409) and writes nothing", async () => {
    await orderProlongation(env.db, PIA, PROLONG, request, TEST_NOW);
    const before = await counts();
    await expect(orderProlongation(env.db, PIA, PROLONG, { ...request, term: 6, amount: 579 }, TEST_NOW)).rejects.toMatchObject({
      name: "ConflictError",
      code: "prolongation_not_offered",
    });
    expect(await counts()).toEqual(before);
  });

  it("orders the legacy 5 % prolongation at the server's price", async () => {
    const answer = await orderProlongation(env.db, PIA, LEGACY, { term: 6, amount: 464.55, mileage_package: 1000, dealId: LEGACY }, TEST_NOW);
    expect(await dealRow(answer!.dealId)).toMatchObject({
      amountCents: 46_455,
      term: 6,
      subscribedAs: "PROLONGATION",
      belongsToSubscriptionService: false,
    });
  });

  it.each([
    ["a price not offered", { amount: 499 }],
    ["another term's price", { amount: 579 }],
    ["a term not offered", { term: 36 }],
    ["another km package", { mileage_package: 2000 }],
  ])("refuses %s (422 prolongation_option_not_offered) and writes nothing", async (_, change) => {
    const before = await counts();
    await expect(orderProlongation(env.db, PIA, PROLONG, { ...request, ...change }, TEST_NOW)).rejects.toMatchObject({
      name: "ValidationError",
      issues: [expect.objectContaining({ code: "prolongation_option_not_offered" })],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a body naming another deal (422 deal_id_mismatch) and writes nothing", async () => {
    const before = await counts();
    await expect(orderProlongation(env.db, PIA, PROLONG, { ...request, dealId: LEGACY }, TEST_NOW)).rejects.toMatchObject({
      issues: [expect.objectContaining({ code: "deal_id_mismatch" })],
    });
    expect(await counts()).toEqual(before);
  });

  it("refuses a deal that may not prolong (409) and writes nothing", async () => {
    const before = await counts();
    await expect(
      orderProlongation(env.db, PIA, RENEWED, { term: 6, amount: 502.55, mileage_package: 1000, dealId: RENEWED }, TEST_NOW),
    ).rejects.toMatchObject({ name: "ConflictError", code: "prolongation_not_offered" });
    expect(await counts()).toEqual(before);
  });

  it("knows no other customer's deal (404) and writes nothing", async () => {
    const before = await counts();
    expect(await orderProlongation(env.db, VIKTOR, PROLONG, request, TEST_NOW)).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it("answers business customers the same way (net prices are the portal's display only)", async () => {
    const answer = await orderProlongation(
      env.db,
      VIKTOR,
      "deal-viktor-prolong",
      { term: 6, amount: 666.4, mileage_package: 2000, dealId: "deal-viktor-prolong" },
      TEST_NOW,
    );
    expect(answer).toEqual({ dealId: expect.any(String), contactId: "5100000113" });
  });

  it("tells the business portal the same story: the original prolonged, the follow-up its prolongation, from the same day", async () => {
    const original = await dealRow("deal-viktor-prolong");
    const answer = await orderProlongation(
      env.db,
      VIKTOR,
      "deal-viktor-prolong",
      { term: 6, amount: 666.4, mileage_package: 2000, dealId: "deal-viktor-prolong" },
      TEST_NOW,
    );
    const [membership] = await listCompanies(env.db, VIKTOR);
    const vehicles = (await listCompanyVehicles(env.db, VIKTOR, membership!.id))!;
    const startsOn = addDays(original!.minimumCommitmentEndDate!, 1);
    expect(vehicles.find((vehicle) => vehicle.dealId === "deal-viktor-prolong")?.prolongation).toEqual({ kind: "prolonged", startsOn });
    expect(vehicles.find((vehicle) => vehicle.dealId === answer!.dealId)?.prolongation).toEqual({ kind: "prolongation", startsOn });
    expect(vehicles.find((vehicle) => vehicle.dealId === "deal-viktor-ordered")?.prolongation).toBeNull();
    // Newest first, as the list /mycars names the customer's deals.
    const listed = (await listDeals(env.db, VIKTOR, TEST_NOW)).map((listedDeal) => listedDeal.id);
    expect(vehicles.map((vehicle) => vehicle.dealId)).toEqual(listed);
  });

  it("keeps a company car's driver on the follow-up, and a driver assigned later drives both contracts", async () => {
    const [membership] = await listCompanies(env.db, VIKTOR);
    const companyId = membership!.id;
    await env.db.insert(companyContact).values([
      {
        id: "contact-test-nora",
        companyId,
        firstname: "Nora",
        lastname: "Nord",
        email: "nora@nord.example",
        phone: "+4940123456",
        role: "driver",
        status: "active",
      },
      {
        id: "contact-test-kai",
        companyId,
        firstname: "Kai",
        lastname: "Kurier",
        email: "kai@nord.example",
        phone: "+4940123457",
        role: "driver",
        status: "active",
      },
    ]);
    try {
      await setVehicleDriver(env.db, VIKTOR, companyId, "deal-viktor-prolong", "contact-test-nora", TEST_NOW);
      const answer = await orderProlongation(
        env.db,
        VIKTOR,
        "deal-viktor-prolong",
        { term: 6, amount: 666.4, mileage_package: 2000, dealId: "deal-viktor-prolong" },
        TEST_NOW,
      );
      const followup = answer!.dealId;
      expect((await dealRow(followup))?.driverContactId).toBe("contact-test-nora");

      await setVehicleDriver(env.db, VIKTOR, companyId, followup, "contact-test-kai", TEST_NOW);
      const drivers = async () => [(await dealRow("deal-viktor-prolong"))?.driverContactId, (await dealRow(followup))?.driverContactId];
      expect(await drivers()).toEqual(["contact-test-kai", "contact-test-kai"]);
      await setVehicleDriver(env.db, VIKTOR, companyId, "deal-viktor-prolong", null, TEST_NOW);
      expect(await drivers()).toEqual([null, null]);
      // Another car of the company keeps its driver (none here).
      expect((await dealRow("deal-viktor-ordered"))?.driverContactId).toBeNull();
    } finally {
      await env.db.update(deal).set({ driverContactId: null }).where(eq(deal.id, "deal-viktor-prolong"));
      await env.db.delete(companyContact).where(inArray(companyContact.id, ["contact-test-nora", "contact-test-kai"]));
    }
  });
});
