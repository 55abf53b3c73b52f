import { createHmac } from "node:crypto";
import { and, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { outboxMessage, type OutboxMessageRow } from "../db/schema";
import type { OutboxTopic } from "./outbox";

/** Waits before the next try after the 1st, 2nd, … failure; the last one repeats. */
export const RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** After this many failed tries a message is `failed` (kept, for an operator to look at). */
export const MAX_ATTEMPTS = 12;
/** A claimed message is due again after this long: a worker that died mid-delivery loses nothing. */
export const CLAIM_LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

export interface DeliveryTarget {
  url: string;
  /** Signs each body: `X-Portal-Signature: sha256=<hex HMAC of the body>`. */
  secret: string | null;
}

/** Which topics one target takes (the tracking collector takes its topic, the automation webhook the rest). */
export type TopicSelection = { only: readonly OutboxTopic[]; except?: never } | { except: readonly OutboxTopic[]; only?: never };

export interface DeliveryReport {
  delivered: number;
  retried: number;
  failed: number;
}

/** The wait before try `attempts + 1`, after `attempts` failed tries. */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

/**
 * Sends the messages that are due, oldest first. Each is claimed first (its next try moved a
 * lease ahead, in one statement that skips rows another worker holds), so instances sharing a
 * database never send one message twice at the same time; the receiver still gets the message id
 * as `Idempotency-Key`, because a message whose answer was lost is sent again.
 */
export function deliverDue(
  db: Db,
  target: DeliveryTarget,
  { now = new Date(), batch = 20, fetcher = fetch, topics }: { now?: Date; batch?: number; fetcher?: typeof fetch; topics?: TopicSelection } = {},
): Promise<DeliveryReport> {
  return deliverDueWith(db, (message) => send(message, target, fetcher), { now, batch, topics });
}

/** Null when the message was taken, else why not. */
export type MessageSender = (message: OutboxMessageRow) => Promise<string | null>;

/**
 * The delivery round itself, for any sender: the webhook's POST, or the mail transport for the
 * customer mails (`bff/mail/deliver-mail.ts`). Claimed, retried and failed alike.
 */
export async function deliverDueWith(
  db: Db,
  sender: MessageSender,
  { now = new Date(), batch = 20, topics }: { now?: Date; batch?: number; topics?: TopicSelection } = {},
): Promise<DeliveryReport> {
  const claimed = await claimDue(db, now, batch, topics);
  const report: DeliveryReport = { delivered: 0, retried: 0, failed: 0 };
  for (const message of claimed) {
    const problem = await sender(message).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    if (problem === null) {
      await db.update(outboxMessage).set({ status: "delivered", deliveredAt: now, lastError: null }).where(eq(outboxMessage.id, message.id));
      report.delivered += 1;
    } else if (message.attempts >= MAX_ATTEMPTS) {
      await db.update(outboxMessage).set({ status: "failed", lastError: problem }).where(eq(outboxMessage.id, message.id));
      report.failed += 1;
    } else {
      const availableAt = new Date(now.getTime() + retryDelayMs(message.attempts));
      await db.update(outboxMessage).set({ availableAt, lastError: problem }).where(eq(outboxMessage.id, message.id));
      report.retried += 1;
    }
  }
  return report;
}

async function claimDue(db: Db, now: Date, batch: number, topics: TopicSelection | undefined): Promise<OutboxMessageRow[]> {
  const leaseEnds = new Date(now.getTime() + CLAIM_LEASE_MS);
  const topicFilter = topics?.only
    ? inArray(outboxMessage.topic, [...topics.only])
    : topics?.except
      ? notInArray(outboxMessage.topic, [...topics.except])
      : undefined;
  const due = db
    .select({ id: outboxMessage.id })
    .from(outboxMessage)
    .where(and(eq(outboxMessage.status, "pending"), lte(outboxMessage.availableAt, now), topicFilter))
    .orderBy(outboxMessage.createdAt)
    .limit(batch)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(outboxMessage)
    .set({ availableAt: leaseEnds, attempts: sql`${outboxMessage.attempts} + 1` })
    .where(inArray(outboxMessage.id, due))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Null when the webhook took the message (2xx), else why not. */
async function send(message: OutboxMessageRow, target: DeliveryTarget, fetcher: typeof fetch): Promise<string | null> {
  const body = JSON.stringify({ id: message.id, topic: message.topic, payload: message.payload, created_at: message.createdAt.toISOString() });
  const headers: Record<string, string> = { "content-type": "application/json", "idempotency-key": message.id, "x-portal-topic": message.topic };
  if (target.secret) headers["x-portal-signature"] = `sha256=${createHmac("sha256", target.secret).update(body).digest("hex")}`;
  try {
    const response = await fetcher(target.url, { method: "POST", headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
