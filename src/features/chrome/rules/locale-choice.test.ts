import { describe, expect, it } from "vitest";
import { pathInLocale } from "./locale-choice";

describe("pathInLocale (account.md §2 Footer: the same page in the locale chosen)", () => {
  it.each([
    ["/de-DE", "en-US", "/en-US"],
    ["/de-DE/", "en-US", "/en-US"],
    ["/de-DE/mycars/deal-anna-active", "en-US", "/en-US/mycars/deal-anna-active"],
    ["/en-DE/myaccount/drivers", "de-DE", "/de-DE/myaccount/drivers"],
    ["/en-US/terms", "en-US", "/en-US/terms"],
    ["/", "de-DE", "/de-DE"],
    ["/mycars", "de-DE", "/de-DE/mycars"],
  ] as const)("%s in %s is %s", (pathname, locale, expected) => {
    expect(pathInLocale(pathname, locale)).toBe(expected);
  });
});
