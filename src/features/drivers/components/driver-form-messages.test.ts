import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { KNOWN_CODES } from "../rules/driver-form-codes";

/** Every code the add-driver form can show has its text (MISSING_MESSAGE drivers.problems.uploading). */
describe("the add-driver form's messages", () => {
  const codes = [...KNOWN_CODES].filter((code) => code !== "required").concat(["uploading", "upload_failed"]);
  it.each(LOCALES)("%s words every code", async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default as { drivers: { problems: Record<string, string> } };
    expect(codes.filter((code) => !messages.drivers.problems[code])).toEqual([]);
  });
});
