import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { deal, mileagePackageChange } from "../db/schema";
import { bffRequest, openSeededTestEnv, signIn, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";

/**
 * account.md §2 Business portal: a company's handover and mileage-upgrade switches are
 * decided by the BFF. Nord Kurier (Viktor) switched both off; Muster Logistik (Bernd) has them on.
 * Both ordered ID.3s would otherwise be changeable: delivery in 3 weeks, 1,500 km a month.
 */
let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
let viktor: string;
let bernd: string;

beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
  viktor = await signIn(env.auth, "viktor.verlaengerung@demo.portal");
  bernd = await signIn(env.auth, "bernd.business@demo.portal");
});
afterAll(async () => {
  await env.close();
});

async function call(path: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  const response = await dispatch(bffRequest(path, cookie, init));
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const handover = {
  preferred_delivery_date: "2026-04-09",
  street: "Speicherstraße",
  house_number: "18",
  zip: "20457",
  city: "Hamburg",
  firstname: "Viktor",
  lastname: "Verlängerung",
  phone_number: "+4940609876511",
};

describe("the handover switch", () => {
  it.each([
    ["bernd", "deal-bernd-ordered", true],
    ["viktor", "deal-viktor-ordered", false],
  ])("%s's ordered car %s: the delivery is changeable: %s (metadata, order status)", async (who, dealId, changeable) => {
    const cookie = who === "bernd" ? bernd : viktor;
    const metadata = await call(`/deals/${dealId}/handover-metadata`, cookie);
    expect(metadata.status).toBe(200);
    expect(metadata.json.address_changeable).toBe(changeable);
    const status = await call(`/deals/${dealId}/order-status`, cookie);
    expect((status.json.delivery as { address_changeable: boolean }).address_changeable).toBe(changeable);
  });

  it("refuses Viktor's change with 409 and stores nothing", async () => {
    const before = await env.db.select().from(deal).where(eq(deal.id, "deal-viktor-ordered"));
    const answer = await call("/deals/deal-viktor-ordered/handover", viktor, { method: "PUT", body: handover });
    expect(answer).toMatchObject({ status: 409, json: { error: "conflict", code: "handover_not_changeable" } });
    expect(await env.db.select().from(deal).where(eq(deal.id, "deal-viktor-ordered"))).toEqual(before);
  });
});

describe("the mileage-upgrade switch", () => {
  it.each([
    ["bernd", "deal-bernd-ordered", null],
    ["viktor", "deal-viktor-ordered", "mileage_upgrade_switched_off"],
  ])("%s's ordered car %s: the upgrade is blocked by %s", async (who, dealId, reason) => {
    const answer = await call(`/deals/${dealId}/mileage_packages`, who === "bernd" ? bernd : viktor);
    expect(answer.status).toBe(200);
    expect(answer.json.unavailable_reason).toBe(reason);
    expect((answer.json.available_mileage_packages as unknown[]).length > 0).toBe(reason === null);
  });

  it("refuses Viktor's upgrade with 409 and stores nothing", async () => {
    const answer = await call("/deals/deal-viktor-ordered/mileage_packages", viktor, { method: "PUT", body: { mileage_package: 2000 } });
    expect(answer).toMatchObject({ status: 409, json: { error: "conflict", code: "mileage_upgrade_switched_off" } });
    expect(await env.db.select().from(mileagePackageChange).where(eq(mileagePackageChange.dealId, "deal-viktor-ordered"))).toEqual([]);
    const [row] = await env.db.select({ mileagePackage: deal.mileagePackage }).from(deal).where(eq(deal.id, "deal-viktor-ordered"));
    expect(row?.mileagePackage).toBe(1500);
  });
});
