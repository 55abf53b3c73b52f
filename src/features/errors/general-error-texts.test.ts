import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import deDE from "@/messages/de-DE.json";
import enDE from "@/messages/en-DE.json";
import enUS from "@/messages/en-US.json";

/**
 * account.md §8 general_error: "An unexpected error has occurred. Please refresh the page and try
 * again." (German as deals.md §8 quotes it for the add-on attach). Every message that is this
 * general error says it in these words: sign-in, a failed redemption (§8 Loyalty), the password
 * form's unmapped error (§8 Account), the verification resend, the prolongation form and the add-on attach.
 */
const GENERAL_ERROR_KEYS = [
  "signInFlow.errors.generalError",
  "signIn.generalError",
  "loyalty.redeemFailed",
  "myAccount.password.general",
  "authMessages.verificationRequired.failed",
  "prolongation.formError",
] as const;

const EXPECTED = {
  "de-DE": {
    b2c: "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisiere die Seite und versuche es erneut.",
    b2b: "Es ist ein unerwarteter Fehler aufgetreten. Bitte aktualisieren Sie die Seite und versuchen Sie es erneut.",
  },
  "en-DE": {
    b2c: "An unexpected error has occurred. Please refresh the page and try again.",
    b2b: "An unexpected error has occurred. Please refresh the page and try again.",
  },
  "en-US": {
    b2c: "An unexpected error has occurred. Please refresh the page and try again.",
    b2b: "An unexpected error has occurred. Please refresh the page and try again.",
  },
} as const;
const MESSAGES = { "de-DE": deDE, "en-DE": enDE, "en-US": enUS } as const;

describe("the general error's words (account.md §8 general_error)", () => {
  it.each(
    (Object.keys(EXPECTED) as (keyof typeof EXPECTED)[]).flatMap((locale) =>
      GENERAL_ERROR_KEYS.flatMap((key) => (["b2c", "b2b"] as const).map((audience) => [key, locale, audience] as const)),
    ),
  )("%s in %s for %s", (key, locale, audience) => {
    // The keys are a list of paths; the translator is asked by string, as a component asks its namespace.
    const t = createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as (key: string, values: { audience: string }) => string;
    expect(t(key, { audience })).toBe(EXPECTED[locale][audience]);
  });

  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])("the add-on attach says it too (deals.md §8) in %s", (locale) => {
    const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "addons" });
    expect([t("attachFailed"), t("attachFailedB2b")]).toEqual([EXPECTED[locale].b2c, EXPECTED[locale].b2b]);
  });
});
