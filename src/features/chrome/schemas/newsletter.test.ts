import { describe, expect, it } from "vitest";
import { newsletterSignUpSchema } from "./newsletter";

const valid = { firstname: "Anna", lastname: "Aktiv", email: "anna.aktiv@demo.portal", gdpr: true, locale: "de-DE" };

describe("newsletter sign-up (account.md §3 Newsletter form, §5 Newsletter)", () => {
  it.each([
    ["a complete sign-up", {}, true],
    ["a blank first name", { firstname: "   " }, false],
    ["a missing last name", { lastname: undefined }, false],
    ["a name of 100 characters", { firstname: "A".repeat(100) }, true],
    ["a name of 101 characters", { firstname: "A".repeat(101) }, false],
    ["a name with a line break", { lastname: "Ak\ntiv" }, false],
    ["a name with a tab", { firstname: "An\tna" }, false],
    ["a name with a vertical tab", { firstname: "Anna\u000b" }, false],
    ["a name with DEL", { lastname: "Aktiv\u007f" }, false],
    ["a name with an umlaut and a hyphen", { lastname: "Müller-Lüdenscheidt" }, true],
    ["an email without @", { email: "anna.aktiv" }, false],
    ["the consent not given", { gdpr: false }, false],
    ["an unknown locale", { locale: "fr-FR" }, false],
  ])("%s → valid: %s", (_, change, expected) => {
    expect(newsletterSignUpSchema.isValidSync({ ...valid, ...change })).toBe(expected);
  });
});
