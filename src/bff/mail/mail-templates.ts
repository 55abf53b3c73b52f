import { createTranslator } from "next-intl";
import type { ServiceType } from "@/features/service-requests/rules/service-request";
import type { Locale } from "@/i18n/locales";
import { berlinDay, type CalendarDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import { TIME_ZONE } from "@/lib/clock";
import { SUPPORT_PHONE } from "@/lib/support";
import deDE from "@/messages/de-DE.json";
import enDE from "@/messages/en-DE.json";
import enUS from "@/messages/en-US.json";
import { formatMoney } from "@/lib/money";
import { formatNumber } from "@/lib/numbers";
import { formatDate, formatDateWithWeekday } from "@/lib/date";

/**
 * The portal's mails as pure functions: input → { subject, text, html }, in the
 * customer's locale and form of address (B2C "du", B2B "Sie"), each with a greeting by name, the
 * brand's signature and a plain-text part. Texts live in the `mails` messages of every locale.
 */

export type Audience = "b2c" | "b2b";

export interface MailRecipient {
  locale: Locale;
  audience: Audience;
  /** Null when unknown: the greeting then goes without a name. */
  firstname: string | null;
  lastname: string | null;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type SignInMailKind = "magic-link" | "verify-email" | "reset-password" | "newsletter-confirm";

export interface PostalAddress {
  street: string;
  house_number: string;
  zip: string;
  city: string;
  address_extra?: string | null | undefined;
}

/** A booked time: the Berlin day and its slot, "10:00-11:00". */
export interface AppointmentTime {
  day: CalendarDay;
  window: string;
}

export type Booking =
  | {
      kind: "handover-change";
      car: string;
      time: AppointmentTime;
      address: PostalAddress;
      contactName: string | null;
      /** EUR (net of VAT for a business customer), 0 when the change was free. */
      changeFee: number;
      link: string;
    }
  | {
      kind: "return-booking";
      car: string;
      returnType: "PICKUP" | "SELF_RETURN";
      time: AppointmentTime;
      address: PostalAddress;
      /** EUR (net of VAT for a business customer), 0 when the booking or change was free. */
      changeFee: number;
      link: string;
    }
  | { kind: "service-request"; car: string; services: readonly ServiceType[]; address: PostalAddress; link: string }
  | {
      kind: "prolongation";
      car: string;
      term: number;
      startDate: CalendarDay;
      endDate: CalendarDay;
      mileagePackage: number | null;
      /** EUR, net of VAT for a business customer. */
      monthlyRate: number;
      link: string;
    }
  | {
      kind: "shared-return";
      cars: readonly string[];
      returnType: "PICKUP" | "SELF_RETURN";
      time: AppointmentTime;
      address: PostalAddress;
      link: string;
    };

export type BookingMailKind = Booking["kind"];

const MESSAGES: Readonly<Record<Locale, typeof deDE>> = { "de-DE": deDE, "en-DE": enDE, "en-US": enUS };

function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], timeZone: TIME_ZONE, namespace: "mails" });
}
type MailTranslator = ReturnType<typeof translator>;

const SIGN_IN_KEYS = {
  "magic-link": "magicLink",
  "verify-email": "verifyEmail",
  "reset-password": "resetPassword",
  "newsletter-confirm": "newsletterConfirm",
} as const;

/** A sign-in mail (magic link, email verification, password reset) or the newsletter's double opt-in: one link. */
export function signInMail(kind: SignInMailKind, recipient: MailRecipient, url: string): RenderedMail {
  const t = translator(recipient.locale);
  const key = SIGN_IN_KEYS[kind];
  const audience = { audience: recipient.audience };
  return compose(t, recipient, {
    subject: t(`${key}.subject`, audience),
    paragraphs: [t(`${key}.intro`, audience)],
    action: { label: t(`${key}.action`), url },
    after: [t("notRequested", audience)],
  });
}

/**
 * The notice after a password change (account.md §7 "Change password: current, new, locale"): in the
 * locale the change was made in, when it happened, and what to do if it was not the customer.
 */
export function passwordChangedMail(recipient: MailRecipient, changedAt: Dayjs, loginUrl: string): RenderedMail {
  const t = translator(recipient.locale);
  const audience = { audience: recipient.audience };
  const at = changedAt.tz(TIME_ZONE);
  return compose(t, recipient, {
    subject: t("passwordChanged.subject", audience),
    paragraphs: [
      t("passwordChanged.intro", { ...audience, date: formatDay(berlinDay(at), recipient.locale, "long"), time: at.format("HH:mm") }),
      t("passwordChanged.notYou", { ...audience, phone: SUPPORT_PHONE }),
    ],
    action: { label: t("passwordChanged.action"), url: loginUrl },
  });
}

/** The confirmation of a booked change: what was booked, where and when, and the way back to the portal. */
export function bookingMail(booking: Booking, recipient: MailRecipient): RenderedMail {
  const t = translator(recipient.locale);
  const audience = { audience: recipient.audience };
  const date = (day: CalendarDay) => formatDay(day, recipient.locale, "long");
  const when = (time: AppointmentTime) => t("booking.dateTime", { date: date(time.day), window: time.window });
  const action = { label: t("booking.action"), url: booking.link };
  const calendar = [t("booking.calendar", audience)];
  const manage = t("booking.manage", audience);
  // The fee the customer agreed to on the change's overview (deals.md §9), where one was due.
  const feeRow = (fee: number) =>
    fee > 0 ? [[t("booking.changeFee"), t("booking.changeFeeValue", { ...audience, fee: formatMoney(fee) })] as const] : [];
  switch (booking.kind) {
    case "handover-change":
      return compose(t, recipient, {
        subject: t("handoverChange.subject", { ...audience, date: formatDay(booking.time.day, recipient.locale, "short") }),
        paragraphs: [t("handoverChange.intro", { ...audience, car: booking.car })],
        details: [
          [t("booking.appointment"), when(booking.time)],
          [t("booking.address"), addressLines(booking.address)],
          ...(booking.contactName ? [[t("booking.contact"), booking.contactName] as const] : []),
          [t("booking.car"), booking.car],
          ...feeRow(booking.changeFee),
        ],
        after: [...calendar, manage],
        action,
      });
    case "return-booking": {
      const pickup = booking.returnType === "PICKUP";
      return compose(t, recipient, {
        subject: t("returnBooking.subject", { ...audience, date: formatDay(booking.time.day, recipient.locale, "short") }),
        paragraphs: [t(pickup ? "returnBooking.introPickup" : "returnBooking.introSelfReturn", { ...audience, car: booking.car })],
        details: [
          [t("booking.appointment"), when(booking.time)],
          [t(pickup ? "booking.address" : "booking.depot"), addressLines(booking.address)],
          [t("booking.returnType"), t(pickup ? "booking.pickup" : "booking.selfReturn")],
          [t("booking.car"), booking.car],
          ...feeRow(booking.changeFee),
        ],
        after: [...calendar, manage],
        action,
      });
    }
    case "service-request": {
      const services = createTranslator({
        locale: recipient.locale,
        messages: MESSAGES[recipient.locale],
        namespace: "serviceRequests.serviceTypes",
      });
      return compose(t, recipient, {
        subject: t("serviceRequest.subject", audience),
        paragraphs: [t("serviceRequest.intro", { ...audience, car: booking.car })],
        details: [
          [t("booking.services"), booking.services.map((service) => services(service)).join("\n")],
          [t("booking.address"), addressLines(booking.address)],
          [t("booking.car"), booking.car],
        ],
        after: [manage],
        action,
      });
    }
    case "prolongation":
      return compose(t, recipient, {
        subject: t("prolongation.subject", audience),
        paragraphs: [t("prolongation.intro", { ...audience, car: booking.car })],
        details: [
          [t("booking.term"), t("booking.termValue", { months: booking.term })],
          [t("booking.period"), t("booking.periodValue", { start: date(booking.startDate), end: date(booking.endDate) })],
          [t("booking.monthlyRate"), t("booking.monthlyRateValue", { ...audience, amount: formatMoney(booking.monthlyRate) })],
          ...(booking.mileagePackage === null
            ? []
            : [[t("booking.mileage"), t("booking.mileageValue", { km: formatNumber(booking.mileagePackage, recipient.locale) })] as const]),
          [t("booking.car"), booking.car],
        ],
        after: [manage],
        action,
      });
    case "shared-return": {
      const pickup = booking.returnType === "PICKUP";
      const count = booking.cars.length;
      return compose(t, recipient, {
        subject: t("sharedReturn.subject", { count, date: formatDay(booking.time.day, recipient.locale, "short") }),
        paragraphs: [t(pickup ? "sharedReturn.introPickup" : "sharedReturn.introSelfReturn", audience)],
        details: [
          [t("booking.appointment"), when(booking.time)],
          [t(pickup ? "booking.address" : "booking.depot"), addressLines(booking.address)],
          [t("booking.returnType"), t(pickup ? "booking.pickup" : "booking.selfReturn")],
          [t("booking.cars"), booking.cars.join("\n")],
        ],
        after: [...calendar, manage],
        action,
      });
    }
  }
}

/** The calendar event's title of a booking with an appointment, in the customer's locale. */
export function appointmentTitle(booking: Booking, locale: Locale): string | null {
  const t = translator(locale);
  switch (booking.kind) {
    case "handover-change":
      return t("handoverChange.event", { car: booking.car });
    case "return-booking":
      return t("returnBooking.event", { car: booking.car });
    case "shared-return":
      return t("sharedReturn.event", { count: booking.cars.length });
    default:
      return null;
  }
}

export function addressLines({ street, house_number, zip, city, address_extra }: PostalAddress): string {
  return [`${street} ${house_number}`, address_extra?.trim() || null, `${zip} ${city}`].filter(Boolean).join("\n");
}

/**
 * "Dienstag, 07.04.2026" (long) or "07.04.2026" (short), as the portal writes them in every locale
 * (account.md §9 "Date formats DD.MM.YYYY and 'dddd, DD.MM.YYYY'"; an English mail wrote "04/07/2026").
 */
export function formatDay(day: CalendarDay, locale: Locale, style: "long" | "short"): string {
  return style === "long" ? formatDateWithWeekday(day, locale) : formatDate(day);
}

interface MailBody {
  subject: string;
  paragraphs: readonly string[];
  /** Label and value (lines separated by "\n"). */
  details?: readonly (readonly [string, string])[];
  after?: readonly string[];
  action?: { label: string; url: string };
}

function greetingOf(t: MailTranslator, { audience, firstname, lastname }: MailRecipient): string {
  // B2C by first name ("Hallo Nora,"), B2B by full name ("Guten Tag Bernd Business,"): no salutation is stored.
  const name = audience === "b2b" ? [firstname, lastname].filter(Boolean).join(" ") : firstname || lastname || "";
  return name ? t("greeting", { audience, name }) : t("greetingNoName", { audience });
}

function compose(t: MailTranslator, recipient: MailRecipient, body: MailBody): RenderedMail {
  const audience = { audience: recipient.audience };
  const greeting = greetingOf(t, recipient);
  const details = body.details ?? [];
  const after = body.after ?? [];
  const signOff = t("signOff", audience);
  const team = t("team", audience);
  const footer = [t("help", { ...audience, phone: SUPPORT_PHONE }), t("automatic")];

  const text = [
    greeting,
    ...body.paragraphs,
    ...(details.length > 0 ? [details.map(([label, value]) => `${label}:\n  ${value.split("\n").join("\n  ")}`).join("\n")] : []),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`] : []),
    ...after,
    `${signOff}\n${team}`,
    `--\n${footer.join("\n")}`,
  ].join("\n\n");

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const lines = (value: string) => value.split("\n").map(escapeHtml).join("<br>");
  const html = [
    `<!doctype html><html lang="${recipient.locale}"><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">`,
    `<p style="margin:0 0 24px;font-weight:bold;font-size:20px">Kundenportal</p>`,
    paragraph(greeting),
    ...body.paragraphs.map(paragraph),
    ...(details.length > 0
      ? [
          `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${details
            .map(
              ([label, value]) =>
                `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;font-weight:bold">${escapeHtml(label)}</th><td style="padding:4px 0">${lines(value)}</td></tr>`,
            )
            .join("")}</table>`,
        ]
      : []),
    ...(body.action
      ? [
          `<p style="margin:0 0 16px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;padding:12px 20px;background:#0b57d0;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(body.action.label)}</a></p>`,
        ]
      : []),
    ...after.map(paragraph),
    `<p style="margin:0 0 24px">${escapeHtml(signOff)}<br>${escapeHtml(team)}</p>`,
    `<p style="margin:0;font-size:13px;color:#5f6368">${footer.map(escapeHtml).join("<br>")}</p>`,
    `</div></body></html>`,
  ].join("\n");

  return { subject: body.subject, text: `${text}\n`, html };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
