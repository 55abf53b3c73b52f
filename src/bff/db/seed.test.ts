import { asc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./create-db";
import { loadPersonas } from "./personas";
import {
  account,
  car,
  company,
  customer,
  damage,
  damageReport,
  deal,
  dealDocument,
  dealMilestone,
  depositRefundDetails,
  idempotencyKey,
  invoice,
  prolongationPrice,
  inventoryVehicle,
  repairOrder,
  user,
} from "./schema";
import { seed } from "./seed";
import { customerIdOf } from "./seed-data";
import { openTestDb } from "./test-db";
import { TEST_NOW } from "../testing/seeded-test-env";

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => {
  await close();
});

async function snapshot() {
  return {
    user: await db.select().from(user).orderBy(asc(user.id)),
    account: await db.select().from(account).orderBy(asc(account.id)),
    company: await db.select().from(company).orderBy(asc(company.id)),
    customer: await db.select().from(customer).orderBy(asc(customer.id)),
    car: await db.select().from(car).orderBy(asc(car.id)),
    deal: await db.select().from(deal).orderBy(asc(deal.id)),
    dealDocument: await db.select().from(dealDocument).orderBy(asc(dealDocument.id)),
    invoice: await db.select().from(invoice).orderBy(asc(invoice.id)),
    dealMilestone: await db.select().from(dealMilestone).orderBy(asc(dealMilestone.id)),
    damageReport: await db.select().from(damageReport).orderBy(asc(damageReport.id)),
    damage: await db.select().from(damage).orderBy(asc(damage.id)),
    repairOrder: await db.select().from(repairOrder).orderBy(asc(repairOrder.id)),
    prolongationPrice: await db.select().from(prolongationPrice).orderBy(asc(prolongationPrice.id)),
    inventoryVehicle: await db.select().from(inventoryVehicle).orderBy(asc(inventoryVehicle.id)),
  };
}

describe("seed", () => {
  it("is idempotent: seeding twice leaves the same rows and values", async () => {
    await seed(db, { now: TEST_NOW });
    const first = await snapshot();
    await seed(db, { now: TEST_NOW });
    expect(await snapshot()).toEqual(first);
    expect(first.user).toHaveLength(39);
    expect(first.deal).toHaveLength(63);
    expect(first.damageReport).toHaveLength(3);
    expect(first.prolongationPrice).toHaveLength(5);
    expect(first.inventoryVehicle).toHaveLength(3);
  });

  it("forgets given bank details and deletion requests, except Alma's seeded one (issue 15)", async () => {
    await seed(db, { now: TEST_NOW });
    await db.insert(depositRefundDetails).values({
      id: "deposit-refund-stray",
      dealId: "deal-anna-ended",
      customerId: customerIdOf("anna"),
      accountHolder: "Anna Aktiv",
      iban: "DE89370400440532013000",
    });
    await db.update(deal).set({ depositRefundStatus: "details_received", depositRefundIbanMasked: "DE89 **** **** **** **30 00" });
    await db
      .update(customer)
      .set({ deletionRequestedAt: TEST_NOW.toDate() })
      .where(eq(customer.id, customerIdOf("dana")));
    await seed(db, { now: TEST_NOW });
    expect(await db.select().from(depositRefundDetails)).toEqual([]);
    const refunds = await db.select({ id: deal.id, status: deal.depositRefundStatus, iban: deal.depositRefundIbanMasked }).from(deal);
    expect(refunds.filter((row) => row.status !== null).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: "deal-anna-ended", status: "awaiting_details", iban: null },
      { id: "deal-berta-ended", status: "awaiting_details", iban: null },
    ]);
    const requested = await db.select({ id: customer.id }).from(customer).where(isNotNull(customer.deletionRequestedAt));
    expect(requested).toEqual([{ id: customerIdOf("alma") }]);
  });

  it("resets changed demo rows and removes rows it does not know", async () => {
    await seed(db, { now: TEST_NOW });
    const seeded = await snapshot();
    await db.update(deal).set({ state: "CANCELED", amountCents: 1 });
    await db.insert(invoice).values({
      id: "invoice-stray",
      customerId: customerIdOf("anna"),
      extInvoiceNumber: "RE-STRAY",
      amountCents: 100,
      status: "open",
      downloadUrl: "https://documents.example.com/stray.pdf",
    });
    await db.update(damageReport).set({ repairStatus: "canceled" });
    await db.insert(damageReport).values({ id: "damage-report-stray", dealId: "deal-anna-return", reportedOn: "2026-03-01" });
    await db.insert(repairOrder).values({ id: "repair-order-stray", damageReportId: "damage-report-anna-1", orderedOn: "2026-03-02" });
    // A stray row that holds a seeded deal's milestone under another id must not block the seed.
    await db.delete(dealMilestone).where(eq(dealMilestone.id, "deal-paul-signed--order_received"));
    await db.insert(dealMilestone).values({ id: "milestone-stray", dealId: "deal-paul-signed", milestone: "order_received", reachedAt: new Date() });
    await seed(db, { now: TEST_NOW });
    expect(await snapshot()).toEqual(seeded);
  });

  it("forgets the answers of creating requests: a key must not replay a write the reseed undid", async () => {
    await seed(db, { now: TEST_NOW });
    await db.insert(idempotencyKey).values({
      id: "idempotency-stray",
      customerId: customerIdOf("dora"),
      endpoint: "postDeliveryDelayChoice",
      key: "dora-late15-keep",
      requestHash: "hash",
      responseStatus: 200,
      responseBody: { choice: "keep_car" },
    });
    await seed(db, { now: TEST_NOW });
    expect(await db.select().from(idempotencyKey)).toEqual([]);
  });

  it("seeds every persona's deals as fixtures/personas.json describes them", async () => {
    await seed(db, { now: TEST_NOW });
    const rows = await db.select({ id: deal.id, customerId: deal.customerId, state: deal.state, variant: deal.variant }).from(deal);
    const expected = loadPersonas().flatMap((persona) =>
      persona.deals.map((d) => ({ id: d.id, customerId: customerIdOf(persona.key), state: d.state, variant: d.variant })),
    );
    expect(rows).toEqual(expect.arrayContaining(expected));
    expect(rows).toHaveLength(expected.length);
  });

  it("stores credential accounts the way better-auth finds them", async () => {
    await seed(db, { now: TEST_NOW });
    const accounts = await db.select().from(account);
    // Gregor signs in with Google: his account is the provider's, without a password.
    expect(accounts.filter((row) => row.providerId !== "credential")).toMatchObject([
      { providerId: "google", userId: "user-gregor", accountId: "google-gregor", password: null },
    ]);
    for (const row of accounts.filter((r) => r.userId !== "user-gregor")) {
      expect(row.providerId).toBe("credential");
      expect(row.accountId).toBe(row.userId);
      // scrypt "salt:key", its cost before it where it is not better-auth's (password-hash.ts)
      expect(row.password).toMatch(/^(n\d+:)?[0-9a-f]+:[0-9a-f]+$/);
    }
  });
});
