import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deal, depositRefundDetails, outboxMessage } from "../db/schema";
import { findDeal } from "../deals/deals-service";
import { listOutbox } from "../outbox/outbox";
import { openSeededTestEnv, signIn, TEST_NOW, TEST_ORIGIN, testDispatcher, type SeededTestEnv } from "../testing/seeded-test-env";
import { saveDepositRefundDetails } from "./deposit-refund-service";

let env: SeededTestEnv;
let dispatch: (request: Request) => Promise<Response>;
beforeAll(async () => {
  env = await openSeededTestEnv();
  dispatch = testDispatcher(env);
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.db.delete(depositRefundDetails);
  await env.db.delete(outboxMessage);
  await env.db
    .update(deal)
    .set({ depositRefundStatus: "awaiting_details", depositRefundIbanMasked: null })
    .where(inArray(deal.id, ["deal-anna-ended", "deal-berta-ended"]));
});

const ANNA = "customer-anna";
const ENDED = "deal-anna-ended";
const IBAN = "DE89 3704 0044 0532 0130 00";
const MASKED = "DE89 **** **** **** **30 00";
const valid = { account_holder: "Anna Aktiv", iban: IBAN };

const storedDetails = () => env.db.select().from(depositRefundDetails);
const refundOf = async (dealId: string, customerId = ANNA) => (await findDeal(env.db, customerId, dealId, TEST_NOW))?.deposit_refund;

async function post(cookie: string, dealId: string, body: unknown, idempotencyKey?: string) {
  const headers: Record<string, string> = { cookie, origin: TEST_ORIGIN, "content-type": "application/json" };
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  const response = await dispatch(
    new Request(`${TEST_ORIGIN}/portal/api/bff/deals/${dealId}/deposit-refund-details`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("POST …/deals/{id}/deposit-refund-details (account.md §5, §7; deals.md §7, §8)", () => {
  it("the seeded ended deal awaits the bank details", async () => {
    expect(await refundOf(ENDED)).toEqual({ status: "awaiting_details", iban: null });
    expect(await refundOf("deal-anna-active")).toBeNull();
  });

  it("stores holder and IBAN, answers and reads the IBAN masked, and hands the transfer to the outbox", async () => {
    const answer = await saveDepositRefundDetails(env.db, ANNA, ENDED, { account_holder: " Anna Aktiv ", iban: IBAN }, TEST_NOW);
    expect(answer).toEqual({ subscription_id: ENDED, account_holder: "Anna Aktiv", iban: MASKED, received_at: TEST_NOW.toISOString() });
    expect(await storedDetails()).toEqual([
      expect.objectContaining({ dealId: ENDED, customerId: ANNA, accountHolder: "Anna Aktiv", iban: "DE89370400440532013000" }),
    ]);
    // Once saved, the deal no longer asks: it says the details arrived, with the masked IBAN only.
    expect(await refundOf(ENDED)).toEqual({ status: "details_received", iban: MASKED });
    const messages = await listOutbox(env.db);
    expect(messages.map((message) => [message.topic, message.payload])).toEqual([
      ["deposit-refund-details", { subscription_id: ENDED, account_holder: "Anna Aktiv", iban: "DE89370400440532013000" }],
    ]);
  });

  it.each([
    [{ account_holder: "Anna Aktiv", iban: "DE89 3704 0044 0532 0130 01" }, "iban", "iban_invalid"],
    [{ account_holder: "Anna Aktiv", iban: "DE89" }, "iban", "iban_invalid"],
    [{ account_holder: "   ", iban: IBAN }, "account_holder", "required"],
  ])("refuses %j with 422 %s %s and writes nothing", async (body, path, code) => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const answer = await post(anna, ENDED, body);
    expect(answer.status).toBe(422);
    expect(answer.json.issues).toEqual([expect.objectContaining({ path, code })]);
    expect(await storedDetails()).toEqual([]);
    expect(await listOutbox(env.db)).toEqual([]);
    expect(await refundOf(ENDED)).toEqual({ status: "awaiting_details", iban: null });
  });

  it("refuses a missing field through the catalogue's schema (422 required), writing nothing", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const answer = await post(anna, ENDED, { iban: IBAN });
    expect(answer.status).toBe(422);
    expect(answer.json.issues).toEqual([expect.objectContaining({ path: "account_holder", code: "required" })]);
    expect(await storedDetails()).toEqual([]);
  });

  it("answers another customer's deal with a bare 404 and writes nothing", async () => {
    const paul = await signIn(env.auth, "paul.plan@demo.portal");
    const answer = await post(paul, ENDED, valid);
    expect(answer).toEqual({ status: 404, json: { error: "not_found", reason: "Nothing at this path for this customer." } });
    expect(await saveDepositRefundDetails(env.db, "customer-paul", ENDED, valid, TEST_NOW)).toBeNull();
    expect(await storedDetails()).toEqual([]);
    expect(await refundOf(ENDED)).toEqual({ status: "awaiting_details", iban: null });
  });

  it("refuses a deal that awaits no refund with 409 deposit_refund_not_awaited, writing nothing", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const running = await post(anna, "deal-anna-active", valid);
    expect(running.status).toBe(409);
    expect(running.json).toMatchObject({ error: "conflict", code: "deposit_refund_not_awaited" });

    await saveDepositRefundDetails(env.db, ANNA, ENDED, valid, TEST_NOW);
    const again = await post(anna, ENDED, { account_holder: "Someone Else", iban: "GB82 WEST 1234 5698 7654 32" });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: "deposit_refund_not_awaited" });
    expect(await storedDetails()).toHaveLength(1);
    expect((await storedDetails())[0]?.accountHolder).toBe("Anna Aktiv");
    expect(await listOutbox(env.db)).toHaveLength(1);
  });

  it("writes once for one Idempotency-Key: the repeat gets the same answer", async () => {
    const anna = await signIn(env.auth, "anna.aktiv@demo.portal");
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(anna, ENDED, valid, "refund-key-1")));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json).toEqual(answers[0]!.json);
    expect(answers[0]!.json).toMatchObject({ iban: MASKED });
    expect(await storedDetails()).toHaveLength(1);
    expect(await listOutbox(env.db)).toHaveLength(1);
  });

  it("a business customer's ended deal takes the company's bank details", async () => {
    const answer = await saveDepositRefundDetails(
      env.db,
      "customer-berta",
      "deal-berta-ended",
      { account_holder: "Bilanz Beratung GmbH", iban: IBAN },
      TEST_NOW,
    );
    expect(answer?.iban).toBe(MASKED);
    const [row] = await env.db.select().from(depositRefundDetails).where(eq(depositRefundDetails.dealId, "deal-berta-ended"));
    expect(row?.customerId).toBe("customer-berta");
  });
});
