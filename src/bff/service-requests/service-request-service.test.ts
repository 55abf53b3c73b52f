import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { car, outboxMessage, serviceRequest } from "../db/schema";
import { listOutbox } from "../outbox/outbox";
import { openSeededTestEnv, TEST_NOW, type SeededTestEnv } from "../testing/seeded-test-env";
import { requestService, scheduleServiceTarget } from "./service-request-service";

let env: SeededTestEnv;
beforeAll(async () => {
  env = await openSeededTestEnv();
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.db.delete(serviceRequest);
  await env.db.delete(outboxMessage);
});

const ANNA = "customer-anna";
const PAUL = "customer-paul";
const DEAL = "deal-anna-active";
const CAR = "car-anna-id3";
const elsewhere = { street: "Lagerweg", house_number: "3", zip: "20097", city: "Hamburg" };

describe("GET …/deals/schedule-service/{carId}?dealId= (deals.md §5, §7)", () => {
  it("answers where the deal's request goes", async () => {
    expect(await scheduleServiceTarget(env.db, ANNA, CAR, DEAL)).toEqual({ url: `/portal/api/bff/deals/${DEAL}/service-requests` });
  });

  it("knows no other customer's deal, and no car the deal does not hold (404)", async () => {
    expect(await scheduleServiceTarget(env.db, PAUL, CAR, DEAL)).toBeNull();
    expect(await scheduleServiceTarget(env.db, ANNA, "car-anna-born", DEAL)).toBeNull();
  });

  it("refuses a car that is not with the customer yet (409: the error modal opens)", async () => {
    await expect(scheduleServiceTarget(env.db, PAUL, "car-paul-ix1", "deal-paul-created")).rejects.toMatchObject({
      name: "ConflictError",
      code: "service_not_schedulable",
    });
  });
});

describe("POST …/deals/{id}/service-requests (deals.md §3 service request, §7, account.md §7 workflow trigger)", () => {
  it("stores the request with the contract's address and hands request and trigger to the outbox", async () => {
    const answer = await requestService(
      env.db,
      ANNA,
      DEAL,
      { requested_services: ["oem_inspection", "main_inspection"], same_address: true, description: "Bitte vormittags." },
      TEST_NOW,
    );
    expect(answer).toMatchObject({
      subscription_id: DEAL,
      car_id: CAR,
      requested_services: ["main_inspection", "oem_inspection"],
      street: "Eppendorfer Weg",
      house_number: "57",
      zip: "20259",
      city: "Hamburg",
      comment: "Eppendorfer Weg 57, 20259 Hamburg\nBitte vormittags.",
    });
    const [stored] = await env.db.select().from(serviceRequest).where(eq(serviceRequest.id, answer!.id));
    expect(stored).toMatchObject({ customerId: ANNA, carId: CAR, services: ["main_inspection", "oem_inspection"] });
    const messages = await listOutbox(env.db);
    expect(messages.map((message) => [message.topic, message.payload])).toEqual(
      expect.arrayContaining([
        [
          "service-request",
          { car_id: CAR, comment: "Eppendorfer Weg 57, 20259 Hamburg\nBitte vormittags.", requested_services: ["main_inspection", "oem_inspection"] },
        ],
        ["workflow-trigger", { car_id: CAR }],
        // And the customer's confirmation, in the same transaction.
        [
          "confirmation-mail",
          expect.objectContaining({ to: "anna.aktiv@demo.portal", kind: "service-request", subject: "Deine Serviceanfrage ist eingegangen" }),
        ],
      ]),
    );
    expect(messages).toHaveLength(3);
  });

  it("sends the workflow trigger once in 5 minutes per car, every request itself", async () => {
    const ask = (minutes: number) =>
      requestService(env.db, ANNA, DEAL, { requested_services: ["oem_inspection"], ...elsewhere }, TEST_NOW.add(minutes, "minute"));
    await ask(0);
    await ask(4);
    await ask(5.5);
    const topics = (await listOutbox(env.db)).map((message) => message.topic).sort();
    expect(topics).toEqual([
      ...Array<string>(3).fill("confirmation-mail"),
      "service-request",
      "service-request",
      "service-request",
      "workflow-trigger",
      "workflow-trigger",
    ]);
  });

  it("refuses a request without a service or with a bad address, writing nothing", async () => {
    await expect(requestService(env.db, ANNA, DEAL, { requested_services: [], ...elsewhere }, TEST_NOW)).rejects.toMatchObject({
      name: "ValidationError",
      issues: [expect.objectContaining({ path: "requested_services", code: "required" })],
    });
    await expect(
      requestService(env.db, ANNA, DEAL, { requested_services: ["oem_inspection"], ...elsewhere, zip: "2009" }, TEST_NOW),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ path: "zip", code: "invalid" })] });
    await expect(requestService(env.db, ANNA, DEAL, { requested_services: ["oem_inspection"] }, TEST_NOW)).rejects.toMatchObject({
      name: "ValidationError",
    });
    expect(await env.db.select().from(serviceRequest)).toEqual([]);
    expect(await listOutbox(env.db)).toEqual([]);
  });

  it("refuses an oil change for an electric car with a reason (422; issue 36 item 8), and takes it for a combustion engine", async () => {
    const ask = () => requestService(env.db, ANNA, DEAL, { requested_services: ["main_inspection", "oil_change"], ...elsewhere }, TEST_NOW);
    await expect(ask()).rejects.toMatchObject({
      name: "ValidationError",
      issues: [expect.objectContaining({ path: "requested_services", code: "service_not_for_car" })],
    });
    expect(await listOutbox(env.db)).toEqual([]);
    await env.db.update(car).set({ fuel: "Benzin" }).where(eq(car.id, CAR));
    try {
      expect(await ask()).toMatchObject({ requested_services: ["main_inspection", "oil_change"] });
    } finally {
      await env.db.update(car).set({ fuel: "Elektro" }).where(eq(car.id, CAR));
    }
  });

  it("knows no other customer's deal and refuses a car not handed over", async () => {
    expect(await requestService(env.db, PAUL, DEAL, { requested_services: ["oil_change"], ...elsewhere }, TEST_NOW)).toBeNull();
    await expect(
      requestService(env.db, PAUL, "deal-paul-created", { requested_services: ["oil_change"], ...elsewhere }, TEST_NOW),
    ).rejects.toMatchObject({ code: "service_not_schedulable" });
    expect(await listOutbox(env.db)).toEqual([]);
  });
});
