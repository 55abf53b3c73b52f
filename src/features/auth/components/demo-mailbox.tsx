import { getFormatter, getTranslations } from "next-intl/server";
import type { MailboxEntry } from "@/bff/mail/mailbox";
import type { Locale } from "@/i18n/locales";
import { BASE_PATH } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import * as styles from "./sign-in-form.css";

/**
 * The demo mailbox: on the embedded default the mails (magic link, email verification,
 * password reset, the booking confirmations with their .ics files) are not sent
 * but kept in `mail_message`; here a newcomer reads them, follows their links and opens the files. The page exists only where `demoMailboxEnabled` says so.
 */
export async function DemoMailbox({ locale, mails, to }: { locale: Locale; mails: MailboxEntry[]; to: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: "demoMailbox" }), getFormatter({ locale })]);
  return (
    <section aria-labelledby="demo-mailbox-title" className={styles.form}>
      <h1 id="demo-mailbox-title">{t("title")}</h1>
      <p>{t("intro")}</p>
      <form method="get" action={`${BASE_PATH}/${locale}/demo-mailbox`} className={styles.links}>
        <label className={styles.label} htmlFor="demo-mailbox-to">
          {t("filter")}
        </label>
        <input id="demo-mailbox-to" className={styles.input} type="email" name="to" defaultValue={to} autoComplete="off" />
        <button type="submit" className={button.secondary}>
          {t("show")}
        </button>
      </form>
      {mails.length === 0 ? (
        <p role="status">{t("empty")}</p>
      ) : (
        <ul className={styles.personas}>
          {mails.map((mail) => (
            <li key={mail.id} className={styles.persona}>
              <article aria-label={mail.subject} data-mail-kind={mail.kind}>
                <h2>{mail.subject}</h2>
                <p className={styles.personaShows}>
                  {t("to")}: {mail.to} · {t("sent")}:{" "}
                  {format.dateTime(new Date(mail.createdAt), { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Berlin" })} · {t("kind")}:{" "}
                  {mail.kind}
                </p>
                <p style={{ whiteSpace: "pre-line" }}>{mail.text.replace(/https?:\/\/\S+/g, "").trim()}</p>
                <ul aria-label={t("links")}>
                  {mail.links.map((link) => (
                    <li key={link}>
                      <a href={link}>{link}</a>
                    </li>
                  ))}
                </ul>
                {mail.attachments.length > 0 ? (
                  <ul aria-label={t("attachments")}>
                    {mail.attachments.map((file) => (
                      <li key={file.filename}>
                        {/* A demo page: the file travels in the link itself, no download route needed. */}
                        <a href={`data:${file.contentType};base64,${Buffer.from(file.content, "utf8").toString("base64")}`} download={file.filename}>
                          {file.filename}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
