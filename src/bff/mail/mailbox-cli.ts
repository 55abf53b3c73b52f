/**
 * `npm run mailbox [address]`: prints the newest mails (sign-in links, booking confirmations with
 * their calendar files' names) with their links, so a newcomer can follow them on the embedded default, where
 * no SMTP server is configured. With PGlite run it while the portal is stopped: one process owns
 * its directory.
 */
import { createDb, dbConfigFromEnv } from "../db/create-db";
import { readMailbox } from "./mailbox";

async function main(): Promise<void> {
  const handle = await createDb(dbConfigFromEnv());
  try {
    const mails = (await readMailbox(handle.db, process.argv[2])).slice(0, 20);
    if (mails.length === 0) console.log("The mailbox is empty.");
    for (const mail of mails) {
      const files = mail.attachments.map((file) => `\n  Attachment: ${file.filename} (${file.contentType})`).join("");
      console.log(`${mail.createdAt}  ${mail.to}  ${mail.kind}\n  ${mail.subject}\n  ${mail.text.trim().replace(/\n+/g, "\n  ")}${files}\n`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error("Reading the mailbox failed:", error);
  process.exitCode = 1;
});
