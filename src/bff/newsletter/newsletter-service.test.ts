import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DbHandle } from "../db/create-db";
import type { Db } from "../db/client";
import { mailMessage, newsletterSubscription, outboxMessage } from "../db/schema";
import { createMailer } from "../mail/mailer";
import { ValidationError } from "../domain-errors";
import { openTestDb } from "../db/test-db";
import { confirmNewsletter, NEWSLETTER_RESEND_AFTER_MS, newsletterTokenStatus, signUpForNewsletter } from "./newsletter-service";

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.close();
});
beforeEach(async () => {
  await handle.db.delete(newsletterSubscription);
  await handle.db.delete(outboxMessage);
  await handle.db.delete(mailMessage);
});

const T0 = new Date("2026-03-10T09:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
// The embedded mailbox: every mail is a row of mail_message, none goes out.
const mailer = (db: Db) => createMailer(db, null);
const signUp = { firstname: "Nina", lastname: "Neugierig", email: " Nina.Neugierig@Demo.Portal ", gdpr: true, locale: "de-DE" as const };
const mails = () => handle.db.select().from(mailMessage).where(eq(mailMessage.to, "nina.neugierig@demo.portal"));
const tokenOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
const newsletterMessages = () => handle.db.select().from(outboxMessage).where(eq(outboxMessage.topic, "newsletter"));

describe("newsletter double opt-in (account.md §3, §5, §7)", () => {
  it("stores a pending sign-up, mails the confirmation link, and sends nothing on before it is confirmed", async () => {
    expect(await signUpForNewsletter(handle.db, mailer, signUp, "https://portal.example", T0)).toEqual({ status: "pending" });
    const [mail] = await mails();
    expect(mail?.kind).toBe("newsletter-confirm");
    // Greeted by the name given in the form, then the text (it was the bare text before).
    expect(mail?.text).toMatch(/^Hallo Nina,\n\ndu hast dich für unseren Newsletter angemeldet/);
    expect(mail?.text).toContain("https://portal.example/portal/de-DE/newsletter/confirm?token=");
    expect(await newsletterMessages()).toEqual([]);

    const token = tokenOf(mail?.text ?? "");
    // The link's page reads the sign-up without confirming it: pending, then confirmed; a stranger's token is none.
    expect(await newsletterTokenStatus(handle.db, token)).toBe("pending");
    expect(await newsletterMessages()).toEqual([]);
    expect(await confirmNewsletter(handle.db, token, at(60_000))).toEqual({ status: "confirmed" });
    expect(await newsletterTokenStatus(handle.db, token)).toBe("confirmed");
    expect(await newsletterTokenStatus(handle.db, "bm8tc3VjaC10b2tlbi1hdC1hbGw")).toBeNull();
    expect(await newsletterTokenStatus(handle.db, "")).toBeNull();
    const [message] = await newsletterMessages();
    expect(message?.payload).toMatchObject({ firstname: "Nina", lastname: "Neugierig", email: "nina.neugierig@demo.portal", gdpr: true });
    // Confirming again answers the same and writes nothing.
    expect(await confirmNewsletter(handle.db, token, at(120_000))).toEqual({ status: "confirmed" });
    expect(await newsletterMessages()).toHaveLength(1);
  });

  it("mails a pending address again only after 10 minutes, a confirmed one never", async () => {
    expect(NEWSLETTER_RESEND_AFTER_MS).toBe(600_000);
    await signUpForNewsletter(handle.db, mailer, signUp, "https://portal.example", T0);
    await signUpForNewsletter(handle.db, mailer, signUp, "https://portal.example", at(NEWSLETTER_RESEND_AFTER_MS - 1));
    expect(await mails()).toHaveLength(1);
    await signUpForNewsletter(handle.db, mailer, signUp, "https://portal.example", at(NEWSLETTER_RESEND_AFTER_MS));
    const sent = await mails();
    expect(sent).toHaveLength(2);
    // The newest link confirms; the first one was replaced.
    const [older, newer] = [...sent].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.text.localeCompare(b.text));
    const tokens = [tokenOf(older?.text ?? ""), tokenOf(newer?.text ?? "")];
    const results = await Promise.all(tokens.map((token) => confirmNewsletter(handle.db, token, at(NEWSLETTER_RESEND_AFTER_MS + 1))));
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    await signUpForNewsletter(handle.db, mailer, signUp, "https://portal.example", at(10 * NEWSLETTER_RESEND_AFTER_MS));
    expect(await mails()).toHaveLength(2);
    expect(await handle.db.select().from(newsletterSubscription)).toHaveLength(1);
  });

  it("refuses a sign-up without consent or with blank names, writing nothing; an unknown token finds nothing", async () => {
    await expect(signUpForNewsletter(handle.db, mailer, { ...signUp, gdpr: false }, "https://portal.example", T0)).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(signUpForNewsletter(handle.db, mailer, { ...signUp, firstname: "  " }, "https://portal.example", T0)).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await handle.db.select().from(newsletterSubscription)).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await confirmNewsletter(handle.db, "bm8tc3VjaC10b2tlbi1hdC1hbGw", T0)).toBeNull();
  });
});
