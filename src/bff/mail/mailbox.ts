import "server-only";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailMessage } from "../db/schema";

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
}

/** The newest mails of the embedded default's mailbox (`mail_message`), optionally to one address. */
export async function readMailbox(db: Db, to?: string): Promise<MailboxEntry[]> {
  const query = db.select().from(mailMessage);
  const address = to?.trim().toLowerCase();
  const rows = await (address ? query.where(eq(mailMessage.to, address)) : query).orderBy(desc(mailMessage.createdAt)).limit(MAILBOX_PAGE_SIZE);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    links: row.text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
  }));
}
