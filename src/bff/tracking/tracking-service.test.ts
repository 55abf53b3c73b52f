import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TRACKING_COLLECTOR_PATH } from "@/lib/analytics/events";
import type { DbHandle } from "../db/create-db";
import { outboxMessage, trackingEvent } from "../db/schema";
import { openTestDb } from "../db/test-db";
import { createBffDispatcher } from "../http/dispatch";
import { TEST_NOW, TEST_ORIGIN } from "../testing/seeded-test-env";
import { listTrackingEvents, recordTrackingEvent, TRACKING_TIME_TOLERANCE_MS } from "./tracking-service";

let handle: DbHandle;
let dispatch: (request: Request) => Promise<Response>;
beforeAll(async () => {
  handle = await openTestDb();
  dispatch = createBffDispatcher({
    getDb: async () => handle.db,
    getSessionCustomer: async () => null,
    getSessionControl: async () => ({ endSessionsOf: async () => undefined, forgetCustomer: async () => undefined }) as never,
    now: () => TEST_NOW,
  });
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(trackingEvent);
  await handle.db.delete(outboxMessage);
});

const NOW = TEST_NOW.toDate();
const valid = {
  name: "Select Option Clicked",
  properties: { option: "swap", dealId: "deal-anna-return" },
  page: "/portal/de-DE/mycars/x",
  occurredAt: NOW.toISOString(),
};

async function post(body: string, headers: Record<string, string> = {}) {
  const response = await dispatch(
    new Request(`${TEST_ORIGIN}${TRACKING_COLLECTOR_PATH}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body }),
  );
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
const stored = () => handle.db.select().from(trackingEvent);

describe("the tracking collector (issue 19; POST /portal/api/bff/tracking-events)", () => {
  it("stores a catalogue event without a session", async () => {
    expect(await post(JSON.stringify(valid))).toEqual({ status: 200, json: { status: "stored" } });
    const [row] = await stored();
    expect(row).toMatchObject({
      name: "Select Option Clicked",
      properties: { option: "swap", dealId: "deal-anna-return" },
      page: "/portal/de-DE/mycars/x",
    });
    expect(row?.occurredAt.toISOString()).toBe(NOW.toISOString());
    // Without TRACKING_COLLECTOR_URL nothing is forwarded: the event waits in its table only.
    expect(await handle.db.select().from(outboxMessage)).toEqual([]);
  });

  it.each([
    ["an unknown name", { ...valid, name: "Page Viewed" }, "name"],
    ["a name in another spelling", { ...valid, name: "Delete Account Requested Successful" }, "name"],
    ["properties of another event", { ...valid, properties: { status: 401 } }, "properties"],
    ["a missing property", { ...valid, properties: { option: "swap" } }, "properties"],
    ["a property of the wrong type", { ...valid, name: "Login Failed", properties: { status: "401" } }, "properties"],
    ["an overlong property", { ...valid, properties: { option: "x".repeat(201), dealId: "d" } }, "properties"],
    ["no properties", { name: valid.name, page: valid.page, occurredAt: valid.occurredAt }, "properties"],
    ["a page that is no text", { ...valid, page: 7 }, "page"],
    ["a page with a query", { ...valid, page: "/portal/de-DE/subscribe?token=secret" }, "page"],
    ["a page with percent-encoding", { ...valid, page: "/portal/%2e%2e/x" }, "page"],
    ["a time that is no ISO date-time", { ...valid, occurredAt: "yesterday" }, "occurredAt"],
  ])("refuses %s with 422 naming %s, and stores nothing", async (_, body, path) => {
    const { status, json } = await post(JSON.stringify(body));
    expect(status).toBe(422);
    expect(json.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["a body that is no JSON", "{", {}, 400],
    ["a body over 16 KB", JSON.stringify({ ...valid, page: "x".repeat(17_000) }), {}, 413],
    ["text/plain (what sendBeacon sends cross-site)", JSON.stringify(valid), { "content-type": "text/plain" }, 403],
    ["another origin", JSON.stringify(valid), { origin: "https://evil.example" }, 403],
    ["a cross-site fetch", JSON.stringify(valid), { "sec-fetch-site": "cross-site" }, 403],
  ])("refuses %s with a JSON error and stores nothing", async (_, body, headers, expected) => {
    const { status, json } = await post(body, headers);
    expect(status).toBe(expected);
    expect(typeof json.error).toBe("string");
    expect(await stored()).toEqual([]);
  });

  it("forwards through the outbox (topic tracking-event) when a collector is configured, in the same transaction", async () => {
    await recordTrackingEvent(handle.db, { ...valid, name: "Login Failed", properties: { status: 401 } }, NOW, { forward: true });
    const [row] = await listTrackingEvents(handle.db);
    const messages = await handle.db.select().from(outboxMessage);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ topic: "tracking-event", status: "pending" });
    expect(messages[0]?.payload).toEqual({
      id: row?.id,
      name: "Login Failed",
      properties: { status: 401 },
      page: valid.page,
      occurred_at: NOW.toISOString(),
    });
  });

  it.each([
    ["a time in the future", new Date(NOW.getTime() + 3_600_000).toISOString()],
    ["a time older than a day", new Date(NOW.getTime() - TRACKING_TIME_TOLERANCE_MS - 1).toISOString()],
    ["no time at all", "yesterday"],
  ])("takes the arrival for %s", async (_, occurredAt) => {
    await recordTrackingEvent(handle.db, { ...valid, name: "Login Failed", properties: { status: 401 }, occurredAt }, NOW, { forward: false });
    const [row] = await stored();
    expect(row?.occurredAt.toISOString()).toBe(NOW.toISOString());
  });
});
