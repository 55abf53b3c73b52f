import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDb } from "../db/test-db";
import { committed } from "../testing/committed";
import type { DbHandle } from "../db/create-db";
import { outboxMessage } from "../db/schema";
import { CLAIM_LEASE_MS, deliverDue, MAX_ATTEMPTS, retryDelayMs } from "./deliver";
import { enqueue, listOutbox, WORKFLOW_TRIGGER_DEDUPE_MS } from "./outbox";

interface Received {
  headers: IncomingMessage["headers"];
  body: string;
}

/** A real webhook on loopback: answers each request with the next status of `answers` (then 200). */
let handle: DbHandle;
let server: Server;
let url: string;
let received: Received[];
let answers: number[];

beforeAll(async () => {
  handle = await openTestDb();
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/portal`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});
beforeEach(async () => {
  received = [];
  answers = [];
  await handle.db.delete(outboxMessage);
});

const T0 = new Date("2026-03-10T09:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const row = async (id: string) => (await handle.db.select().from(outboxMessage).where(eq(outboxMessage.id, id)))[0];

describe("enqueue", () => {
  it("writes one message per dedupe key and window: the workflow trigger once in 5 minutes per car (account.md §9)", async () => {
    const trigger = {
      topic: "workflow-trigger",
      payload: { car_id: "car-1" },
      dedupeKey: "workflow:car-1",
      dedupeWindowMs: WORKFLOW_TRIGGER_DEDUPE_MS,
    } as const;
    const first = await committed(handle.db, enqueue)(trigger, T0);
    expect(await committed(handle.db, enqueue)(trigger, at(4 * 60_000 + 59_000))).toEqual({ id: first.id, deduplicated: true });
    expect((await committed(handle.db, enqueue)({ ...trigger, dedupeKey: "workflow:car-2" }, at(60_000))).deduplicated).toBe(false);
    expect((await committed(handle.db, enqueue)(trigger, at(5 * 60_000 + 1_000))).deduplicated).toBe(false);
    expect(await listOutbox(handle.db)).toHaveLength(3);
  });

  it("ten writers of one key at once leave one message", async () => {
    const trigger = {
      topic: "workflow-trigger",
      payload: { car_id: "car-3" },
      dedupeKey: "workflow:car-3",
      dedupeWindowMs: WORKFLOW_TRIGGER_DEDUPE_MS,
    } as const;
    const results = await Promise.all(Array.from({ length: 10 }, () => committed(handle.db, enqueue)(trigger, T0)));
    expect(results.filter((result) => !result.deduplicated)).toHaveLength(1);
    expect(await listOutbox(handle.db)).toHaveLength(1);
  });

  it("is part of the caller's transaction: rolled back with it, nothing is sent", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueue(tx, { topic: "service-request", payload: { car_id: "car-1" } }, T0);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await listOutbox(handle.db)).toEqual([]);
  });
});

describe("deliverDue", () => {
  it("posts each due message once, oldest first, with its id as Idempotency-Key and a signature of the body", async () => {
    const first = await committed(handle.db, enqueue)(
      { topic: "service-request", payload: { car_id: "car-1", requested_services: ["oil_change"] } },
      T0,
    );
    const second = await committed(handle.db, enqueue)({ topic: "buy-offer", payload: { vin: "WVW123", price: 21500 } }, at(1_000));
    expect(await deliverDue(handle.db, { url, secret: "hook-secret" }, { now: at(2_000) })).toEqual({ delivered: 2, retried: 0, failed: 0 });

    expect(received.map((request) => JSON.parse(request.body).id)).toEqual([first.id, second.id]);
    const [request] = received;
    expect(JSON.parse(request!.body)).toEqual({
      id: first.id,
      topic: "service-request",
      payload: { car_id: "car-1", requested_services: ["oil_change"] },
      created_at: T0.toISOString(),
    });
    expect(request!.headers["idempotency-key"]).toBe(first.id);
    expect(request!.headers["x-portal-signature"]).toBe(`sha256=${createHmac("sha256", "hook-secret").update(request!.body).digest("hex")}`);
    expect(await row(first.id)).toMatchObject({ status: "delivered", attempts: 1, deliveredAt: at(2_000) });

    received = [];
    expect(await deliverDue(handle.db, { url, secret: null }, { now: at(60_000) })).toEqual({ delivered: 0, retried: 0, failed: 0 });
    expect(received).toEqual([]);
  });

  it("a refused or unreachable webhook: tried again after 10 s, 30 s, 1 min …, then failed after the last try", async () => {
    const { id } = await committed(handle.db, enqueue)({ topic: "newsletter", payload: { email: "anna@example.com" } }, T0);
    answers = [500];
    expect(await deliverDue(handle.db, { url, secret: null }, { now: T0 })).toEqual({ delivered: 0, retried: 1, failed: 0 });
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "HTTP 500", availableAt: at(10_000) });
    expect((await deliverDue(handle.db, { url, secret: null }, { now: at(9_999) })).retried).toBe(0);

    const unreachable = { url: "http://127.0.0.1:1/nobody", secret: null };
    expect((await deliverDue(handle.db, unreachable, { now: at(10_000) })).retried).toBe(1);
    expect(await row(id)).toMatchObject({ attempts: 2, availableAt: at(10_000 + 30_000) });

    let now = at(40_000);
    for (let attempt = 3; attempt < MAX_ATTEMPTS; attempt++) {
      expect((await deliverDue(handle.db, unreachable, { now })).retried, `try ${attempt}`).toBe(1);
      now = new Date(now.getTime() + retryDelayMs(attempt));
    }
    expect(await deliverDue(handle.db, unreachable, { now })).toEqual({ delivered: 0, retried: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it.each([
    [1, 10_000],
    [2, 30_000],
    [3, 60_000],
    [4, 300_000],
    [5, 900_000],
    [6, 3_600_000],
    [11, 3_600_000],
  ])("after %i failed tries the next waits %i ms", (attempts, ms) => expect(retryDelayMs(attempts)).toBe(ms));

  it("two workers at once send each message once; a claim that was never finished is due again after its lease", async () => {
    for (let index = 0; index < 6; index++) await committed(handle.db, enqueue)({ topic: "addon-attached", payload: { index } }, at(index));
    const reports = await Promise.all([
      deliverDue(handle.db, { url, secret: null }, { now: at(100) }),
      deliverDue(handle.db, { url, secret: null }, { now: at(100) }),
    ]);
    expect(reports.reduce((sum, report) => sum + report.delivered, 0)).toBe(6);
    expect(received.map((request) => JSON.parse(request.body).payload.index).sort()).toEqual([0, 1, 2, 3, 4, 5]);

    // A worker that claimed and died: the message waits out the lease, then goes.
    const { id } = await committed(handle.db, enqueue)({ topic: "addon-attached", payload: { index: 6 } }, T0);
    await handle.db
      .update(outboxMessage)
      .set({ attempts: 1, availableAt: at(CLAIM_LEASE_MS) })
      .where(eq(outboxMessage.id, id));
    expect((await deliverDue(handle.db, { url, secret: null }, { now: at(CLAIM_LEASE_MS - 1) })).delivered).toBe(0);
    expect((await deliverDue(handle.db, { url, secret: null }, { now: at(CLAIM_LEASE_MS) })).delivered).toBe(1);
  });
});
