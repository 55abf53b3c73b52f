import type { MailKind } from "./mailer";

/** The sign-in mails' texts per locale (German first; the English locales share one). */
const TEXTS: Record<"de" | "en", Record<MailKind, { subject: string; intro: string; action: string }>> = {
  de: {
    "magic-link": {
      subject: "Dein Anmeldelink",
      intro: "Mit diesem Link meldest du dich ohne Passwort im Kundenportal an. Er ist 10 Minuten gültig.",
      action: "Jetzt anmelden",
    },
    "verify-email": {
      subject: "Bitte bestätige deine E-Mail-Adresse",
      intro: "Bitte bestätige deine E-Mail-Adresse für das Kundenportal.",
      action: "E-Mail-Adresse bestätigen",
    },
    "reset-password": {
      subject: "Passwort zurücksetzen",
      intro: "Mit diesem Link legst du ein neues Passwort fest. Er ist eine Stunde gültig.",
      action: "Neues Passwort festlegen",
    },
    "newsletter-confirm": {
      subject: "Bitte bestätige deine Newsletter-Anmeldung",
      intro:
        "Du hast dich für unseren Newsletter angemeldet. Bitte bestätige deine Anmeldung mit diesem Link; ohne Bestätigung senden wir dir nichts.",
      action: "Anmeldung bestätigen",
    },
  },
  en: {
    "magic-link": {
      subject: "Your sign-in link",
      intro: "This link signs you in to the customer portal without a password. It is valid for 10 minutes.",
      action: "Sign in now",
    },
    "verify-email": {
      subject: "Please confirm your email address",
      intro: "Please confirm your email address for the customer portal.",
      action: "Confirm email address",
    },
    "reset-password": {
      subject: "Reset your password",
      intro: "This link lets you set a new password. It is valid for one hour.",
      action: "Set a new password",
    },
    "newsletter-confirm": {
      subject: "Please confirm your newsletter sign-up",
      intro: "You signed up for our newsletter. Please confirm with this link; without confirmation we send you nothing.",
      action: "Confirm sign-up",
    },
  },
};

export function mailTexts(kind: MailKind, locale: string) {
  return TEXTS[locale.startsWith("de") ? "de" : "en"][kind];
}
