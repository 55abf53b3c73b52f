import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { BASE_PATH } from "@/lib/paths";
import type { Db } from "../db/client";
import { newsletterSubscription } from "../db/schema";
import { signInMail } from "../mail/mail-templates";
import type { Mailer } from "../mail/mailer";
import { enqueue } from "../outbox/outbox";
import { ValidationError } from "../domain-errors";

/**
 * A pending sign-up is mailed again only after this long: the endpoint is public, so a repeated
 * sign-up must not turn it into a way to flood someone's inbox.
 */
export const NEWSLETTER_RESEND_AFTER_MS = 10 * 60 * 1000;

export interface NewsletterSignUp {
  firstname: string;
  lastname: string;
  email: string;
  gdpr: boolean;
  locale: Locale;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * account.md §3, §5 and §7 Newsletter, with double opt-in: the sign-up is stored as pending and a
 * confirmation mail with a link is sent; nothing reaches the automation webhook before the link is
 * followed. The answer is the same whether the address was new, pending or confirmed (it tells a
 * stranger nothing); a pending address is mailed again at most every 10 minutes, a confirmed one
 * never. Repeats are harmless: one row per address.
 */
export async function signUpForNewsletter(
  db: Db,
  mailer: (db: Db) => Mailer,
  input: NewsletterSignUp,
  origin: string,
  now: Date,
): Promise<{ status: "pending" }> {
  const email = input.email.trim().toLowerCase();
  const firstname = input.firstname.trim();
  const lastname = input.lastname.trim();
  // The schema refuses these already; blank names (spaces only) are caught here.
  if (!input.gdpr) throw new ValidationError([{ path: "gdpr", code: "required", message: "gdpr must be true" }]);
  if (firstname === "") throw new ValidationError([{ path: "firstname", code: "required", message: "firstname is a required field" }]);
  if (lastname === "") throw new ValidationError([{ path: "lastname", code: "required", message: "lastname is a required field" }]);
  await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email)).for("update");
    if (existing?.status === "confirmed") return;
    if (existing && now.getTime() - existing.mailedAt.getTime() < NEWSLETTER_RESEND_AFTER_MS) return;
    const token = randomBytes(32).toString("base64url");
    const row = {
      email,
      firstname,
      lastname,
      locale: input.locale,
      status: "pending" as const,
      tokenHash: hashToken(token),
      consentAt: now,
      mailedAt: now,
    };
    await tx.insert(newsletterSubscription).values(row).onConflictDoUpdate({ target: newsletterSubscription.email, set: row });
    const url = `${origin}${BASE_PATH}/${input.locale}/newsletter/confirm?token=${token}`;
    // Recorded with the sign-up in its transaction; a failed SMTP delivery undoes both.
    // Greeted by the name given in the form, never by an account's: the address is not proven yet.
    const recipient = { locale: input.locale, audience: "b2c" as const, firstname, lastname };
    await mailer(tx).send({ to: email, kind: "newsletter-confirm", ...signInMail("newsletter-confirm", recipient, url) });
  });
  return { status: "pending" };
}

/**
 * Following the mail's link: the sign-up becomes confirmed and the `newsletter` message (the
 * catalogue's `postNewsletter` body: firstname, lastname, email, gdpr) is written to the outbox in
 * the same transaction. Confirming again answers the same and writes nothing; an unknown token is
 * a 404.
 */
export async function confirmNewsletter(db: Db, token: string, now: Date): Promise<{ status: "confirmed" } | null> {
  const found = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.tokenHash, hashToken(token)))
      .for("update");
    if (!row) return false;
    if (row.status === "confirmed") return true;
    await tx.update(newsletterSubscription).set({ status: "confirmed", confirmedAt: now }).where(eq(newsletterSubscription.email, row.email));
    await enqueue(
      tx,
      {
        topic: "newsletter",
        payload: {
          firstname: row.firstname,
          lastname: row.lastname,
          email: row.email,
          gdpr: true,
          locale: row.locale,
          consent_at: row.consentAt.toISOString(),
          confirmed_at: now.toISOString(),
        },
      },
      now,
    );
    return true;
  });
  return found ? { status: "confirmed" } : null;
}

/**
 * What a confirmation link stands for, read without confirming: the page the link opens says
 * "confirmed" at once for a sign-up confirmed already, "invalid" for an unknown token, and asks
 * for the click only while the sign-up is pending (a visit alone never confirms).
 */
export async function newsletterTokenStatus(db: Db, token: string): Promise<"pending" | "confirmed" | null> {
  if (token === "") return null;
  const [row] = await db
    .select({ status: newsletterSubscription.status })
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.tokenHash, hashToken(token)))
    .limit(1);
  return row?.status ?? null;
}
