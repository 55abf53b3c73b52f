import "server-only";
import { eq } from "drizzle-orm";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import type { Db } from "../db/client";
import { customer, user } from "../db/schema";
import type { MailRecipient } from "./mail-templates";

/**
 * Whom a mail greets: the customer with this address (their names and audience), else the account's
 * display name (a registration's verification mail may go out before its customer record is
 * stored), else nobody by name; always a private customer's "du" unless the record says b2b.
 */
export async function recipientByEmail(db: Db, email: string, locale: string, fallbackName?: string | null): Promise<MailRecipient> {
  const [found] = await db
    .select({ firstname: customer.firstname, lastname: customer.lastname, audience: customer.audience, name: user.name })
    .from(user)
    .leftJoin(customer, eq(customer.userId, user.id))
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  const mailLocale: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  if (found?.firstname !== undefined && found.firstname !== null) {
    return { locale: mailLocale, audience: found.audience ?? "b2c", firstname: found.firstname, lastname: found.lastname };
  }
  const name = (found?.name || fallbackName || "").trim();
  return { locale: mailLocale, audience: "b2c", firstname: name || null, lastname: null };
}

/** A customer by id, for the confirmations of what they booked. */
export async function recipientOfCustomer(db: Db, customerId: string, locale: Locale): Promise<(MailRecipient & { email: string }) | null> {
  const [found] = await db
    .select({ email: user.email, firstname: customer.firstname, lastname: customer.lastname, audience: customer.audience })
    .from(customer)
    .innerJoin(user, eq(user.id, customer.userId))
    .where(eq(customer.id, customerId))
    .limit(1);
  return found ? { locale, ...found } : null;
}
