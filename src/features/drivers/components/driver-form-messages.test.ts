import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { KNOWN_CODES, messageKey } from "../rules/driver-form-codes";
import type { DriverIssueCode } from "../rules/driver-rules";

/** Every code the form's own rules give (`driverIssues`); the type check fails when one is left out. */
const ISSUE_CODES = [
  "required",
  "max",
  "invalid",
  "date_invalid",
  "date_in_future",
  "postcode_invalid",
  "postcode_not_deliverable",
  "licence_before_birth",
  "dob_min_age",
  "dob_age_limits_exceeded",
  "agree_to_terms_invalid",
  "truthful_data_invalid",
] as const satisfies readonly DriverIssueCode[];
const everyIssueCode: Exclude<DriverIssueCode, (typeof ISSUE_CODES)[number]> extends never ? true : false = true;

type Messages = Record<string, Record<string, unknown>>;
const textAt = (messages: Messages, key: string): unknown =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

/**
 * Every code the add-driver form can show has its text (MISSING_MESSAGE drivers.problems.uploading;
 * a name with a digit showed the raw key `drivers.problems.invalid`, account.md §5).
 */
describe("the add-driver form's messages", () => {
  const codes = [...new Set([...KNOWN_CODES, ...ISSUE_CODES, "uploading", "upload_failed"])];
  it.each(LOCALES)("%s words every code", async (locale) => {
    expect(everyIssueCode).toBe(true);
    const messages = (await import(`@/messages/${locale}.json`)).default as Messages;
    expect(codes.filter((code) => typeof textAt(messages, messageKey(code)) !== "string")).toEqual([]);
  });

  it("a name's code reads as the name rule of registration, in German and English", async () => {
    const de = (await import("@/messages/de-DE.json")).default as Messages;
    const en = (await import("@/messages/en-US.json")).default as Messages;
    expect(textAt(de, messageKey("invalid"))).toBe("Bitte nur Buchstaben, Leerzeichen, Komma, Punkt, Apostroph und Bindestrich verwenden.");
    expect(textAt(en, messageKey("invalid"))).toBe("Please use only letters, spaces, commas, periods, apostrophes and hyphens.");
    expect(textAt(de, messageKey("max"))).toBe("maximal 100 Zeichen");
  });
});
