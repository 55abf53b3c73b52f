import { describe, expect, it } from "vitest";
import { fileLinkIn } from "./file-download";

describe("fileLinkIn (the download link asks for the file in the page's locale)", () => {
  it.each([
    ["a file of this app", "/portal/api/bff/invoices/invoice-anna-1/file", "en-US", "/portal/api/bff/invoices/invoice-anna-1/file?locale=en-US"],
    [
      "a link with a query keeps it",
      "/portal/api/bff/deals/d1/power-of-attorney/file?x=1",
      "de-DE",
      "/portal/api/bff/deals/d1/power-of-attorney/file?x=1&locale=de-DE",
    ],
    [
      "a link with a locale gets the page's",
      "/portal/api/bff/invoices/i1/file?locale=de-DE",
      "en-DE",
      "/portal/api/bff/invoices/i1/file?locale=en-DE",
    ],
    ["the provider's archive is left alone", "https://documents.example.com/stray.pdf", "en-US", "https://documents.example.com/stray.pdf"],
    ["another path of this origin is left alone", "/portal/de-DE/mycars", "en-US", "/portal/de-DE/mycars"],
  ] as const)("%s", (_case, url, locale, expected) => {
    expect(fileLinkIn(url, locale)).toBe(expected);
  });
});
