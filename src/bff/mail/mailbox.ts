// No `server-only` marker: `npm run mailbox` (tsx) reads the mailbox through this module too.
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailMessage, outboxMessage } from "../db/schema";
import type { MailAttachment } from "./mailer";

/** How many mails the demo mailbox shows, newest first. */
export const MAILBOX_PAGE_SIZE = 50;

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  kind: string;
  text: string;
  createdAt: string;
  /** The links of the mail's text, in order (the sign-in mails carry one). */
  links: string[];
  /** A booking confirmation's calendar file. */
  attachments: MailAttachment[];
}

/**
 * The newest mails of the embedded default's mailbox (`mail_message`), optionally to one address.
 * A mail sent through the outbox carries that message's id, and its attachments are read from the
 * message (the record keeps subject and parts; the files stay where they were written).
 */
export async function readMailbox(db: Db, to?: string): Promise<MailboxEntry[]> {
  const query = db
    .select({ mail: mailMessage, payload: outboxMessage.payload })
    .from(mailMessage)
    .leftJoin(outboxMessage, and(eq(outboxMessage.id, mailMessage.id), eq(outboxMessage.topic, "confirmation-mail")));
  const address = to?.trim().toLowerCase();
  const rows = await (address ? query.where(eq(mailMessage.to, address)) : query).orderBy(desc(mailMessage.createdAt)).limit(MAILBOX_PAGE_SIZE);
  return rows.map(({ mail, payload }) => ({
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    text: mail.text,
    createdAt: mail.createdAt.toISOString(),
    links: mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
    attachments: attachmentsOf(payload),
  }));
}

function attachmentsOf(payload: unknown): MailAttachment[] {
  const attachments = (payload as { attachments?: unknown } | null)?.attachments;
  if (!Array.isArray(attachments)) return [];
  return attachments.filter(
    (file): file is MailAttachment =>
      typeof file === "object" &&
      file !== null &&
      typeof file.filename === "string" &&
      typeof file.content === "string" &&
      typeof file.contentType === "string",
  );
}
