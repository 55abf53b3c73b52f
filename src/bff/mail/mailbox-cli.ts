/**
 * `npm run mailbox [address]`: prints the newest sign-in mails (magic links, email verification,
 * password reset) with their links, so a newcomer can follow them on the embedded default, where
 * no SMTP server is configured. With PGlite run it while the portal is stopped: one process owns
 * its directory.
 */
import { desc, eq } from "drizzle-orm";
import { createDb, dbConfigFromEnv } from "../db/create-db";
import { mailMessage } from "../db/schema";

async function main(): Promise<void> {
  const handle = await createDb(dbConfigFromEnv());
  try {
    const to = process.argv[2]?.toLowerCase();
    const query = handle.db.select().from(mailMessage);
    const mails = await (to ? query.where(eq(mailMessage.to, to)) : query).orderBy(desc(mailMessage.createdAt)).limit(20);
    if (mails.length === 0) console.log("The mailbox is empty.");
    for (const mail of mails) {
      const sent = mail.sentAt ? `sent ${mail.sentAt.toISOString()}` : "not sent (no SMTP_URL)";
      console.log(
        `${mail.createdAt.toISOString()}  ${mail.to}  ${mail.kind}  (${sent})\n  ${mail.subject}\n  ${mail.text.trim().replace(/\n+/g, "\n  ")}\n`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error("Reading the mailbox failed:", error);
  process.exitCode = 1;
});
