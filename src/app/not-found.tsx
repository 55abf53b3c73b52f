import { DEFAULT_LOCALE } from "@/i18n/locales";

/** Paths outside any locale; the proxy sends most of them to a locale first. */
export default function GlobalNotFound() {
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <h1>Seite nicht gefunden</h1>
        <a href="/portal/de-DE">Zur Startseite</a>
      </body>
    </html>
  );
}
