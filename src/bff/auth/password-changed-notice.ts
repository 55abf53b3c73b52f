import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import type { Dayjs } from "@/lib/clock";
import { portalOrigin } from "@/lib/env";
import { BASE_PATH, paths } from "@/lib/paths";
import type { Db } from "../db/client";
import type { QueuedMail } from "../mail/deliver-mail";
import { passwordChangedMail } from "../mail/mail-templates";
import { recipientByEmail } from "../mail/recipient";
import { enqueue } from "../outbox/outbox";

/**
 * The locale a password change was made in (account.md §7 "Change password: current, new,
 * locale"): the body's, when it is one of the portal's; German otherwise.
 */
export function changeLocaleOf(body: string): Locale {
  try {
    const { locale } = JSON.parse(body) as { locale?: unknown };
    return typeof locale === "string" && isLocale(locale) ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/**
 * After a password change: a notice to the account's address, in the locale of the change,
 * through the outbox like every customer mail (retried until the mail transport takes it).
 */
export async function enqueuePasswordChangedNotice(db: Db, email: string, locale: Locale, changedAt: Dayjs): Promise<void> {
  const recipient = await recipientByEmail(db, email, locale);
  const mail = passwordChangedMail(recipient, changedAt, `${portalOrigin()}${BASE_PATH}${paths.login(locale)}`);
  const payload: QueuedMail = { to: email, kind: "password-changed", ...mail };
  await db.transaction((tx) => enqueue(tx, { topic: "confirmation-mail", payload: { ...payload } }, changedAt.toDate()));
}
