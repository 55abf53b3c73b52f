import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/create-db";
import { openTestDb } from "../db/test-db";
import { committed } from "../testing/committed";
import { deliverDue } from "./deliver";
import { enqueue, listOutbox } from "./outbox";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe("delivery by topic (issue 19: tracking events go to their own collector)", () => {
  it("sends each target only its topics: the collector the tracking events, the automation webhook the rest", async () => {
    const now = new Date("2026-03-10T09:00:00Z");
    await committed(handle.db, enqueue)({ topic: "newsletter", payload: { email: "nina@demo.portal" } }, now);
    await committed(handle.db, enqueue)({ topic: "tracking-event", payload: { name: "Login Failed" } }, now);
    const sent: { url: string; topic: string }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, topic: (JSON.parse(String(init.body)) as { topic: string }).topic });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;

    const collector = await deliverDue(
      handle.db,
      { url: "https://collector.example/events", secret: null },
      { now, fetcher, topics: { only: ["tracking-event"] } },
    );
    expect(collector.delivered).toBe(1);
    const webhook = await deliverDue(
      handle.db,
      { url: "https://ops.example/hooks", secret: null },
      { now, fetcher, topics: { except: ["tracking-event"] } },
    );
    expect(webhook.delivered).toBe(1);
    expect(sent).toEqual([
      { url: "https://collector.example/events", topic: "tracking-event" },
      { url: "https://ops.example/hooks", topic: "newsletter" },
    ]);
    expect((await listOutbox(handle.db)).map((message) => message.status)).toEqual(["delivered", "delivered"]);
  });
});
