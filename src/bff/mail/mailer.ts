import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { mailFrom, smtpUrl } from "@/lib/env";
import type { Db } from "../db/client";
import { mailMessage } from "../db/schema";

export type MailKind = "magic-link" | "verify-email" | "reset-password" | "newsletter-confirm";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: MailKind;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in `mail_message` first (the embedded default's mailbox, and the record
 * of what was sent); with `SMTP_URL` it then goes out over SMTP with nodemailer and `sent_at`
 * is set. A failed SMTP delivery throws: the caller's request fails rather than claiming a mail
 * that never left.
 */
export function createMailer(db: Db, url: string | null = smtpUrl(), from: string = mailFrom()): Mailer {
  const transport = url ? nodemailer.createTransport(url) : null;
  return {
    async send(mail) {
      const id = randomUUID();
      await db.insert(mailMessage).values({ id, ...mail });
      if (!transport) return;
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      await db.update(mailMessage).set({ sentAt: new Date() }).where(eq(mailMessage.id, id));
    },
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain mail with one link: the text version and an HTML version with the link as a button. */
export function linkMail(
  to: string,
  kind: MailKind,
  { subject, intro, action }: { subject: string; intro: string; action: string },
  url: string,
): Mail {
  return {
    to,
    kind,
    subject,
    text: `${intro}\n\n${action}: ${url}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
  };
}
