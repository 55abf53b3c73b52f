import { describe, expect, it } from "vitest";
import type { Locale } from "@/i18n/locales";
import { bookingMail, formatDay, signInMail, type Audience, type Booking, type MailRecipient, type SignInMailKind } from "./mail-templates";

const nora = (locale: Locale, audience: Audience = "b2c"): MailRecipient => ({ locale, audience, firstname: "Nora", lastname: "Neu" });
const URL = "http://localhost:3000/portal/api/auth/magic-link/verify?token=abc";

describe("sign-in mails: greeting by name, the customer's locale and form of address, a text part (issue 36 item 9)", () => {
  it.each<[SignInMailKind, Locale, Audience, string, string, string]>([
    ["magic-link", "de-DE", "b2c", "Dein Anmeldelink", "Hallo Nora,", "Er meldet dich ohne Passwort an"],
    ["magic-link", "de-DE", "b2b", "Ihr Anmeldelink", "Guten Tag Nora Neu,", "Er meldet Sie ohne Passwort an"],
    ["magic-link", "en-DE", "b2c", "Your sign-in link", "Hi Nora,", "signs you in without a password"],
    ["magic-link", "en-US", "b2b", "Your sign-in link", "Dear Nora Neu,", "signs you in without a password"],
    ["verify-email", "de-DE", "b2c", "Bitte bestätige deine E-Mail-Adresse", "Hallo Nora,", "Bitte bestätige deine E-Mail-Adresse mit diesem Link."],
    ["verify-email", "de-DE", "b2b", "Bitte bestätigen Sie Ihre E-Mail-Adresse", "Guten Tag Nora Neu,", "Bitte bestätigen Sie Ihre E-Mail-Adresse"],
    ["verify-email", "en-US", "b2c", "Please confirm your email address", "Hi Nora,", "Please confirm your email address with this link."],
    ["reset-password", "de-DE", "b2c", "Passwort zurücksetzen", "Hallo Nora,", "mit diesem Link legst du ein neues Passwort"],
    ["reset-password", "de-DE", "b2b", "Passwort zurücksetzen", "Guten Tag Nora Neu,", "mit diesem Link legen Sie ein neues Passwort"],
    ["reset-password", "en-DE", "b2c", "Reset your password", "Hi Nora,", "It is valid for one hour."],
    ["newsletter-confirm", "de-DE", "b2c", "Bitte bestätige deine Newsletter-Anmeldung", "Hallo Nora,", "ohne Bestätigung senden wir dir nichts"],
    ["newsletter-confirm", "en-US", "b2c", "Please confirm your newsletter sign-up", "Hi Nora,", "without confirmation we send you nothing"],
  ])("%s in %s for %s: %j", (kind, locale, audience, subject, greeting, phrase) => {
    const mail = signInMail(kind, nora(locale, audience), URL);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(mail.text).toContain(phrase);
    expect(mail.text).toContain(URL);
    // The plain-text part stands on its own: the link in full, the signature, no markup.
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.text).toMatch(
      locale === "de-DE" ? /(Viele Grüße\nDein|Mit freundlichen Grüßen\nIhr) Team vom Kundenportal/ : /Your customer portal team/,
    );
    expect(mail.text).toContain("+49 89 1234 5600");
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(greeting);
    expect(mail.html).toContain(`href="${URL.replace(/&/g, "&#38;")}"`);
  });

  it("greets without a name where none is known", () => {
    const unknown = (locale: Locale, audience: Audience) => signInMail("magic-link", { locale, audience, firstname: null, lastname: null }, URL);
    expect(unknown("de-DE", "b2c").text).toMatch(/^Hallo,\n/);
    expect(unknown("de-DE", "b2b").text).toMatch(/^Guten Tag,\n/);
    expect(unknown("en-US", "b2c").text).toMatch(/^Hi,\n/);
  });

  it("escapes what it puts into the HTML part", () => {
    const mail = signInMail("magic-link", { locale: "de-DE", audience: "b2c", firstname: "<b>Eve</b>", lastname: null }, URL);
    expect(mail.html).toContain("Hallo &#60;b&#62;Eve&#60;/b&#62;,");
    expect(mail.html).not.toContain("<b>Eve");
  });
});

const LINK = "http://localhost:3000/portal/de-DE/mycars/deal-anna-plan";
const ADDRESS = { street: "Eppendorfer Weg", house_number: "57", zip: "20259", city: "Hamburg", address_extra: "Hinterhaus" };
const DEPOT = { street: "Am Flughafen", house_number: "12", zip: "12529", city: "Schönefeld" };
const TIME = { day: "2026-04-07", window: "10:00-11:00" };

describe("booking confirmations: what, when, where, in the customer's locale and form of address (issue 36 item 9)", () => {
  it.each<[string, Booking, Locale, Audience, string, string[]]>([
    [
      "a changed handover",
      { kind: "handover-change", car: "VW ID.3", time: TIME, address: ADDRESS, contactName: "Nora Neu", changeFee: 0, link: LINK },
      "de-DE",
      "b2c",
      "Deine Fahrzeugübergabe am 07.04.2026 ist gebucht",
      [
        "Hallo Nora,",
        "deines VW ID.3",
        "Dienstag, 07.04.2026, 10:00-11:00 Uhr",
        "Eppendorfer Weg 57\n  Hinterhaus\n  20259 Hamburg",
        "Kalenderdatei (.ics)",
      ],
    ],
    [
      "a changed handover, business",
      { kind: "handover-change", car: "VW ID.3", time: TIME, address: ADDRESS, contactName: null, changeFee: 83.19, link: LINK },
      "de-DE",
      "b2b",
      "Ihre Fahrzeugübergabe am 07.04.2026 ist gebucht",
      ["Guten Tag Nora Neu,", "Ihres VW ID.3", "Den Termin finden Sie als Kalenderdatei", "Gebühr für diese Änderung:\n  83,19\u00a0€ zzgl. MwSt."],
    ],
    [
      "a pickup return",
      { kind: "return-booking", car: "Cupra Born", returnType: "PICKUP", time: TIME, address: ADDRESS, changeFee: 99, link: LINK },
      "de-DE",
      "b2c",
      "Deine Rückgabe am 07.04.2026 ist gebucht",
      [
        "Unser Fahrer holt das Fahrzeug zum Termin an dieser Adresse bei dir ab:",
        "Art der Rückgabe:\n  Abholung",
        "Gebühr für diese Änderung:\n  99\u00a0€",
      ],
    ],
    [
      "a self return",
      { kind: "return-booking", car: "Cupra Born", returnType: "SELF_RETURN", time: TIME, address: DEPOT, changeFee: 0, link: LINK },
      "en-US",
      "b2c",
      "Your return on 07.04.2026 is booked",
      ["Hi Nora,", "Please bring the car to our location", "Tuesday, 07.04.2026, 10:00-11:00", "Location:\n  Am Flughafen 12\n  12529 Schönefeld"],
    ],
    [
      "a return in en-DE",
      { kind: "return-booking", car: "Cupra Born", returnType: "PICKUP", time: TIME, address: ADDRESS, changeFee: 83.19, link: LINK },
      "en-DE",
      "b2b",
      "Your return on 07.04.2026 is booked",
      ["Dear Nora Neu,", "Tuesday, 07.04.2026, 10:00-11:00", "Fee for this change:\n  83,19\u00a0€ plus VAT"],
    ],
    [
      "a service request",
      { kind: "service-request", car: "VW ID.3", services: ["main_inspection", "oil_change"], address: ADDRESS, link: LINK },
      "de-DE",
      "b2c",
      "Deine Serviceanfrage ist eingegangen",
      ["Wir melden uns innerhalb eines Werktags bei dir", "Leistungen:\n  Hauptuntersuchung (HU/AU)\n  Ölwechsel"],
    ],
    [
      "a prolongation",
      {
        kind: "prolongation",
        car: "Tesla Model Y",
        term: 12,
        startDate: "2026-05-01",
        endDate: "2027-05-01",
        mileagePackage: 1500,
        monthlyRate: 549,
        link: LINK,
      },
      "de-DE",
      "b2c",
      "Deine Verlängerung ist bestätigt",
      [
        "Dein Abo für den Tesla Model Y geht weiter",
        "Laufzeit:\n  12 Monate",
        "Freitag, 01.05.2026 bis Samstag, 01.05.2027",
        "1.500 km im Monat",
        "Monatliche Rate:\n  549\u00a0€ im Monat",
      ],
    ],
    [
      "a prolongation, business: the rate net of VAT",
      {
        kind: "prolongation",
        car: "VW ID.3",
        term: 12,
        startDate: "2026-05-01",
        endDate: "2027-05-01",
        mileagePackage: null,
        monthlyRate: 453.78,
        link: LINK,
      },
      "de-DE",
      "b2b",
      "Ihre Verlängerung ist bestätigt",
      ["Ihr Abo für den VW ID.3 geht weiter", "Monatliche Rate:\n  453,78\u00a0€ im Monat zzgl. MwSt."],
    ],
    [
      "a shared return",
      { kind: "shared-return", cars: ["VW ID.3 (HH-AB 123)", "Cupra Born"], returnType: "PICKUP", time: TIME, address: ADDRESS, link: LINK },
      "de-DE",
      "b2b",
      "Gemeinsame Rückgabe von 2 Fahrzeugen am 07.04.2026 ist gebucht",
      ["Guten Tag Nora Neu,", "Fahrzeuge:\n  VW ID.3 (HH-AB 123)\n  Cupra Born", "Den Termin finden Sie"],
    ],
  ])("%s", (_name, booking, locale, audience, subject, phrases) => {
    const mail = bookingMail(booking, nora(locale, audience));
    expect(mail.subject).toBe(subject);
    for (const phrase of phrases) expect(mail.text).toContain(phrase);
    // A fee only where the change cost one (deals.md §9).
    if ("changeFee" in booking && booking.changeFee === 0) expect(mail.text).not.toMatch(/Gebühr|Fee for/);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK}"`);
    if (audience === "b2b" && locale === "de-DE") expect(mail.text).not.toMatch(/\b(du|dein|deine|dir|dich)\b/);
    if (audience === "b2c" && locale === "de-DE") expect(mail.text).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/);
  });

  it.each<[Locale, "long" | "short", string]>([
    ["de-DE", "long", "Dienstag, 07.04.2026"],
    ["de-DE", "short", "07.04.2026"],
    ["en-DE", "long", "Tuesday, 07.04.2026"],
    ["en-US", "long", "Tuesday, 07.04.2026"],
    ["en-US", "short", "07.04.2026"],
  ])("writes the day in %s (%s) as %j", (locale, style, expected) => {
    expect(formatDay("2026-04-07", locale, style)).toBe(expected);
  });
});
