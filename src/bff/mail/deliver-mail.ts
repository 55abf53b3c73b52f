import "server-only";
import type { Db } from "../db/client";
import type { OutboxMessageRow } from "../db/schema";
import { deliverDueWith, type DeliveryReport } from "../outbox/deliver";
import type { OutboxTopic } from "../outbox/outbox";
import type { Mail, Mailer } from "./mailer";

/** The outbox topics the mail transport delivers (and the automation webhook never sees). */
export const MAIL_TOPICS = ["confirmation-mail"] as const satisfies readonly OutboxTopic[];

/** What a `confirmation-mail` message carries: the rendered mail, written with the change it tells of (a booking, a new password). */
export type QueuedMail = Omit<Mail, "id">;

/**
 * Sends the due customer mails through the same transport as the sign-in mails (SMTP with
 * `SMTP_URL`, else the demo mailbox), claimed, retried and failed as every outbox message. The
 * message id is the mail's record id: a message sent again after a lost answer is sent once.
 */
export function deliverMails(db: Db, mailer: Mailer, options: { now?: Date; batch?: number } = {}): Promise<DeliveryReport> {
  return deliverDueWith(db, (message) => sendQueued(mailer, message), { ...options, topics: { only: MAIL_TOPICS } });
}

async function sendQueued(mailer: Mailer, message: OutboxMessageRow): Promise<string | null> {
  const mail = message.payload as unknown as QueuedMail;
  if (typeof mail.to !== "string" || typeof mail.subject !== "string" || typeof mail.text !== "string") return "not a mail";
  await mailer.send({ ...mail, id: message.id });
  return null;
}
