import "server-only";
import { getDb } from "@/bff/db/client";
import { readMailbox, type MailboxEntry } from "@/bff/mail/mailbox";
import { demoMailboxEnabled } from "@/lib/env";

/** The demo mailbox's mails, or null where the page must not exist (see `demoMailboxEnabled`). */
export async function getDemoMailbox(to?: string): Promise<MailboxEntry[] | null> {
  if (!demoMailboxEnabled()) return null;
  return readMailbox(await getDb(), to);
}
