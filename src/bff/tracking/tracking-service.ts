import { randomUUID } from "node:crypto";
import { desc } from "drizzle-orm";
import { checkTrackingEvent, type TrackingEventName } from "@/lib/analytics/events";
import type { Db } from "../db/client";
import { trackingEvent, type TrackingEventRow } from "../db/schema";
import { ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";

export interface IncomingTrackingEvent {
  name: TrackingEventName;
  properties: Record<string, string | number | boolean>;
  page: string;
  occurredAt: string;
}

/**
 * The collector: an event the browser sent after the visitor's consent is checked
 * against the catalogue once more (the schema did it already; this keeps the service safe on its
 * own), stored, and, when a collector is configured, written to the outbox (topic
 * `tracking-event`) in the same transaction, so it is forwarded exactly when it is stored.
 * The time the browser names is kept only when it is plausible (not in the future, at most a day
 * old: queued events wait for consent, but not for days); otherwise the time of arrival.
 */
export async function recordTrackingEvent(
  db: Db,
  input: IncomingTrackingEvent,
  now: Date,
  { forward }: { forward: boolean },
): Promise<{ status: "stored" }> {
  const problem = checkTrackingEvent(input.name, input.properties);
  if (problem) throw new ValidationError([{ path: "properties", code: "invalid", message: problem }]);
  const row = {
    id: randomUUID(),
    name: input.name,
    properties: input.properties,
    page: input.page,
    occurredAt: plausibleTime(input.occurredAt, now),
    createdAt: now,
  };
  await db.transaction(async (tx) => {
    await tx.insert(trackingEvent).values(row);
    if (forward) {
      const payload = { id: row.id, name: row.name, properties: row.properties, page: row.page, occurred_at: row.occurredAt.toISOString() };
      await enqueue(tx, { topic: "tracking-event", payload }, now);
    }
  });
  return { status: "stored" };
}

/** How far back a browser's own time of an event is believed (events wait in memory for consent). */
export const TRACKING_TIME_TOLERANCE_MS = 24 * 60 * 60 * 1000;

function plausibleTime(iso: string, now: Date): Date {
  const at = Date.parse(iso);
  if (Number.isNaN(at) || at > now.getTime() + 60_000 || at < now.getTime() - TRACKING_TIME_TOLERANCE_MS) return now;
  return new Date(at);
}

/** The newest stored events first (`npm run outbox`, tests). */
export function listTrackingEvents(db: Db, limit = 50): Promise<TrackingEventRow[]> {
  return db.select().from(trackingEvent).orderBy(desc(trackingEvent.createdAt)).limit(limit);
}
