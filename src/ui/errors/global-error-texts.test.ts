import { describe, expect, it } from "vitest";
import deDE from "@/messages/de-DE.json";
import enDE from "@/messages/en-DE.json";
import enUS from "@/messages/en-US.json";
import { GLOBAL_ERROR_TEXTS, globalErrorTexts } from "./global-error-texts";

describe("global error texts", () => {
  it.each([
    ["de-DE", deDE],
    ["en-DE", enDE],
    ["en-US", enUS],
  ] as const)("repeat the %s messages of the data-load error dialog", (locale, messages) => {
    expect(GLOBAL_ERROR_TEXTS[locale]).toEqual({ title: messages.errors.loadTitle, text: messages.errors.loadText, retry: messages.errors.retry });
  });

  it.each([
    ["/en-US/mycars", "en-US"],
    ["/en-DE", "en-DE"],
    ["/de-DE/login", "de-DE"],
    ["/fr-FR/mycars", "de-DE"],
    ["/", "de-DE"],
    [null, "de-DE"],
  ])("%s speaks %s", (pathname, lang) => {
    expect(globalErrorTexts(pathname).lang).toBe(lang);
  });
});
