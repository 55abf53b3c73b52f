import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { Tx } from "../db/transaction";
import type { Db } from "../db/client";
import { outboxMessage, type OutboxMessageRow } from "../db/schema";

/**
 * The durable outbox of calls to the operations side (the spec's automation endpoints, the
 * newsletter, buy offers): a message is written with the change that causes it, in its
 * transaction, and `deliver.ts` sends it to the configured webhook until it is taken.
 */
export const OUTBOX_TOPICS = [
  "workflow-trigger",
  "service-request",
  "addon-attached",
  "buy-offer",
  "prolongation-campaign",
  "prolongation",
  "newsletter",
  "non-retention-comment",
  "mileage-package-change",
  "deposit-refund-details",
  "payment-method-changed",
  "driver-added",
  "driver-deleted",
  "shared-return",
  // A booked or changed return and a changed delivery, each with the fee of the change to bill.
  "return-booking",
  "handover-change",
  // A booked pre-return appraisal (the appraiser to send) and a late delivery's chosen option (a credit to grant).
  "pre-return-appraisal",
  "delivery-delay-choice",
  "chat-message",
  // Delivered to TRACKING_COLLECTOR_URL, not the automation webhook (`worker.ts`).
  "tracking-event",
  // A mail to the customer (a booking's confirmation, the notice of a password change), delivered by
  // the mail transport (`bff/mail/deliver-mail.ts`).
  "confirmation-mail",
] as const;
export type OutboxTopic = (typeof OUTBOX_TOPICS)[number];

export interface NewOutboxMessage {
  topic: OutboxTopic;
  payload: Record<string, unknown>;
  /** With `dedupeWindowMs`: a message with this key written inside the window makes this one a no-op. */
  dedupeKey?: string;
  dedupeWindowMs?: number;
}

/** account.md §9 "workflow trigger de-duplicated for 5 minutes". */
export const WORKFLOW_TRIGGER_DEDUPE_MS = 5 * 60 * 1000;

/**
 * Writes a message in the caller's transaction (only a transaction, so the change it reports and
 * the message commit together, or neither). With a dedupe key, writers of the same key
 * are serialised by a transaction-scoped advisory lock, so two instances writing at once still
 * leave one message per window.
 */
export async function enqueue(tx: Tx, message: NewOutboxMessage, now: Date = new Date()): Promise<{ id: string; deduplicated: boolean }> {
  const { dedupeKey, dedupeWindowMs = 0 } = message;
  if (dedupeKey !== undefined && dedupeWindowMs > 0) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox:${dedupeKey}`}))`);
    const [earlier] = await tx
      .select({ id: outboxMessage.id })
      .from(outboxMessage)
      .where(and(eq(outboxMessage.dedupeKey, dedupeKey), gt(outboxMessage.createdAt, new Date(now.getTime() - dedupeWindowMs))))
      .limit(1);
    if (earlier) return { id: earlier.id, deduplicated: true };
  }
  const id = randomUUID();
  await tx
    .insert(outboxMessage)
    .values({ id, topic: message.topic, payload: message.payload, dedupeKey: dedupeKey ?? null, availableAt: now, createdAt: now });
  return { id, deduplicated: false };
}

/** The newest messages first, for `npm run outbox` and tests. */
export function listOutbox(db: Db, limit = 50): Promise<OutboxMessageRow[]> {
  return db.select().from(outboxMessage).orderBy(desc(outboxMessage.createdAt), asc(outboxMessage.id)).limit(limit);
}
