import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { ISSUE_CODES } from "@/api/problem-codes";
import deDE from "@/messages/de-DE.json";
import enDE from "@/messages/en-DE.json";
import enUS from "@/messages/en-US.json";
import { issueMessage } from "./problem-message";

const locales = { "de-DE": deDE, "en-DE": enDE, "en-US": enUS } as const;

function say(locale: keyof typeof locales, issue: unknown, audience: "b2c" | "b2b" = "b2c"): string {
  const t = createTranslator({
    locale,
    messages: locales[locale],
    onError: (error) => {
      throw error;
    },
  });
  const { key, values } = issueMessage(issue);
  return t(key as never, { audience, ...values } as never);
}

/** Values each code's answer carries (`mileage-service.ts`, the schemas' min and max). */
const SAMPLE_VALUES: Record<string, Record<string, number>> = {
  min: { min: 0 },
  max: { max: 2_147_483_647 },
  mileage_above_limit: { maximum: 100_000 },
  min_length: { min: 40 },
  mileage_package_not_higher: { current: 1_500 },
  min_age: { age: 20 },
};

describe("issueMessage (issue 10 item 7: the BFF answers codes, the UI words them)", () => {
  it.each(ISSUE_CODES.flatMap((code) => (Object.keys(locales) as (keyof typeof locales)[]).map((locale) => [code, locale] as const)))(
    "words %s in %s for both audiences",
    (code, locale) => {
      for (const audience of ["b2c", "b2b"] as const) {
        const text = say(locale, { path: "x", code, values: SAMPLE_VALUES[code] }, audience);
        expect(text).not.toMatch(/[{}]|^problems\.|^validation\.|^appraisal\./);
      }
    },
  );

  it.each([
    [
      "de-DE",
      { code: "mileage_package_not_higher", values: { current: 1_500 } },
      "b2c",
      "Bitte wähle ein größeres Paket als dein heutiges (1.500 km).",
    ],
    [
      "en-US",
      { code: "mileage_package_not_higher", values: { current: 1_500 } },
      "b2b",
      "Please choose a package larger than your current one (1,500 km).",
    ],
    [
      "de-DE",
      { code: "mileage_above_limit", values: { maximum: 100_000 } },
      "b2c",
      "Die eingegebene Laufleistung überschreitet das zulässige Limit.",
    ],
    ["de-DE", { code: "integer" }, "b2c", "Bitte gib eine ganze Zahl ein."],
    ["de-DE", { code: "integer" }, "b2b", "Bitte geben Sie eine ganze Zahl ein."],
    ["de-DE", { code: "min", values: { min: 0 } }, "b2c", "Der Wert muss mindestens 0 betragen."],
    ["de-DE", { code: "appraisal_date_not_offered" }, "b2c", "Dieser Tag wird nicht mehr angeboten. Bitte wähle einen anderen."],
    ["en-DE", { code: "appraisal_timeslot_not_offered" }, "b2c", "This time slot is not offered. Please choose another."],
    ["de-DE", { code: "deal_id_mismatch" }, "b2b", "Bitte prüfen Sie diese Angabe."],
  ] as const)("%s: %j to %s is %j", (locale, issue, audience, expected) => {
    expect(say(locale, issue, audience)).toBe(expected);
  });

  it.each([[{ code: "something_new" }], [{ code: "toString" }], [{ code: 42 }], [null], ["text"]])(
    "falls back to the general message for %j",
    (issue) => {
      expect(issueMessage(issue)).toEqual({ key: "problems.invalid", values: {} });
    },
  );

  it("passes on only plain values", () => {
    expect(issueMessage({ code: "min", values: "nope" })).toEqual({ key: "problems.min", values: {} });
    expect(issueMessage({ code: "min", values: { min: 1, extra: { deep: 1 }, text: "a" } })).toEqual({
      key: "problems.min",
      values: { min: 1, text: "a" },
    });
  });
});
