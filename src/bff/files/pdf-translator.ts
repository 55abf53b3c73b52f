import "server-only";
import { createTranslator } from "next-intl";
import { TIME_ZONE } from "@/lib/clock";
import type { Locale } from "@/i18n/locales";
import deDE from "@/messages/de-DE.json";
import enDE from "@/messages/en-DE.json";
import enUS from "@/messages/en-US.json";

/** Typed by the German messages, which every locale mirrors key for key (messages.test.ts). */
const MESSAGES: Readonly<Record<Locale, typeof deDE>> = { "de-DE": deDE, "en-DE": enDE, "en-US": enUS };

/**
 * The texts of a generated file in one locale, from the same messages the pages use (next-intl's
 * translator without a request: the BFF renders files outside the page's rendering).
 */
export function pdfTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], timeZone: TIME_ZONE });
}

export type PdfTranslator = ReturnType<typeof pdfTranslator>;
