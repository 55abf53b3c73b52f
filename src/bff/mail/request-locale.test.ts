import { describe, expect, it } from "vitest";
import { localeOfPage, requestLocale, withRequestLocale } from "./request-locale";

describe("the locale of a request's mails: the portal page it came from (issue 36 item 9)", () => {
  it.each([
    ["http://localhost:3000/portal/en-US/mycars/deal-anna-plan/return", "en-US"],
    ["https://portal.example.com/portal/en-DE/b2b", "en-DE"],
    ["https://portal.example.com/portal/de-DE", "de-DE"],
    ["https://portal.example.com/portal/fr-FR/mycars", null],
    ["https://portal.example.com/en-US/mycars", null],
    ["not a url", null],
    [null, null],
  ])("%s → %s", (referer, locale) => {
    expect(localeOfPage(referer)).toBe(locale);
  });

  it("holds for the work run within the request, German outside one", async () => {
    const request = new Request("http://localhost:3000/portal/api/bff/deals/x/return", {
      headers: { referer: "http://localhost:3000/portal/en-US/mycars/x" },
    });
    expect(await withRequestLocale(request, async () => requestLocale())).toBe("en-US");
    expect(await withRequestLocale(new Request("http://localhost:3000/portal/api/bff/x"), async () => requestLocale())).toBe("de-DE");
    expect(requestLocale()).toBe("de-DE");
  });
});
