import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { mailFrom, smtpUrl } from "@/lib/env";
import type { Db } from "../db/client";
import { mailMessage } from "../db/schema";
import type { BookingMailKind, RenderedMail, SignInMailKind } from "./mail-templates";

export type MailKind = SignInMailKind | BookingMailKind | "password-changed";

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (an .ics is text). */
  content: string;
}

export interface Mail extends RenderedMail {
  to: string;
  kind: MailKind;
  /** The record's id; the outbox passes its message id, so a mail delivered twice is recorded and sent once. */
  id?: string;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in `mail_message` first (the embedded default's mailbox, and the record
 * of what was sent); with `SMTP_URL` it then goes out over SMTP with nodemailer and `sent_at`
 * is set. A failed SMTP delivery throws: the caller's request fails (a sign-in mail), or the outbox
 * tries again later (a booking's confirmation), rather than claiming a mail that never left.
 */
export function createMailer(db: Db, url: string | null = smtpUrl(), from: string = mailFrom()): Mailer {
  const transport = url ? nodemailer.createTransport(url) : null;
  return {
    async send({ id = randomUUID(), attachments = [], to, subject, text, html, kind }) {
      await db.insert(mailMessage).values({ id, to, subject, text, html, kind }).onConflictDoNothing({ target: mailMessage.id });
      if (!transport) return;
      const [recorded] = await db.select({ sentAt: mailMessage.sentAt }).from(mailMessage).where(eq(mailMessage.id, id)).limit(1);
      if (recorded?.sentAt) return;
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        html,
        attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
      await db.update(mailMessage).set({ sentAt: new Date() }).where(eq(mailMessage.id, id));
    },
  };
}
