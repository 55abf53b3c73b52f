import { describe, expect, it } from "vitest";
import { dayjs } from "@/lib/clock";
import {
  birthdayProblem,
  hasInternetDomain,
  HIGH_POWER_THRESHOLD_KW,
  minimumAgeFor,
  nameProblem,
  passwordProblem,
  passwordStrength,
  phoneEntered,
  phoneProblem,
  profileProblems,
} from "./registration-rules";

const NOW = dayjs.utc("2026-03-15T10:00:00Z");

describe("account.md §5 registration rules", () => {
  it.each([
    ["", "required"],
    ["abcdefgh", "validPassword"],
    ["12345678", "validPassword"],
    ["abc1234", "validPassword"],
    ["abcd1234", null],
    ["Übung123", null],
  ])("password %j → %s", (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it.each([
    ["", "empty"],
    ["abc", "weak"],
    ["abcd1234", "fair"],
    ["Abcd1234", "good"],
    ["abcd1234abcd", "good"],
    ["Abcd1234!", "strong"],
  ])("strength of %j is %s", (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });

  it.each([
    ["", "required"],
    ["Anna", null],
    ["Zoë-Chloé O'Neill", null],
    ["Jr., Štěpán Nowak", null],
    ["Łukasz Żółć", null],
    ["Anna1", "validName"],
    ["<script>", "validName"],
    ["a".repeat(101), "nameTooLong"],
  ])("name %j → %s", (name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });

  it.each([
    ["", false, "required"],
    ["   ", false, "required"],
    ["12345", false, "validPhoneNumber"],
    ["0151123", false, "validPhoneNumber"],
    ["00000000", true, "validPhoneNumber"],
    ["0151abcdefg", true, "validPhoneNumber"],
    // Long enough to count, yet no German number (account.md §5 "valid for the region"): the full metadata refuses them.
    ["12345678", true, "validPhoneNumber"],
    ["99999999", true, "validPhoneNumber"],
    ["01511234", true, "validPhoneNumber"],
    ["015112345678", true, null],
    ["+4915112345678", true, null],
    ["+1 202 555 0143", true, null], // another region in international form
    ["040 123456789", true, null],
  ])("phone %j (entered %s) → %s", (phone, entered, problem) => {
    expect(phoneEntered(phone)).toBe(entered);
    expect(phoneProblem(phone)).toBe(problem);
  });

  it.each([
    ["", null, "required"],
    ["31.02.2000", null, "validDate"],
    ["2000-01-01", null, "validDate"],
    ["01.01.2030", null, "validDate"],
    ["15.03.2006", null, null], // 20 today
    ["16.03.2006", null, "minAge"], // 20 tomorrow
    ["15.03.2006", HIGH_POWER_THRESHOLD_KW, null],
    ["15.03.2006", HIGH_POWER_THRESHOLD_KW + 1, "minAge"],
    ["15.03.2003", HIGH_POWER_THRESHOLD_KW + 1, null], // 23 today
    ["16.03.2003", 300, "minAge"],
  ])("birthday %j at %s kW → %s", (birthday, power, problem) => {
    expect(birthdayProblem(birthday, NOW, power)).toBe(problem);
  });

  it("minimum age 20, 23 above the power threshold", () => {
    expect(minimumAgeFor(null)).toBe(20);
    expect(minimumAgeFor(HIGH_POWER_THRESHOLD_KW)).toBe(20);
    expect(minimumAgeFor(HIGH_POWER_THRESHOLD_KW + 1)).toBe(23);
  });

  it.each([
    ["de-DE", "015112345678", null],
    ["de-DE", "3125550199", "validPhoneNumber"],
    ["en-DE", "3125550199", "validPhoneNumber"],
    ["en-US", "3125550199", null],
    ["en-US", "(312) 555-0199", null],
    ["en-US", "+4915112345678", null], // another region in international form
    ["en-US", "015112345678", "validPhoneNumber"],
  ] as const)("profileProblems on a %s page: phone %j → %s (account.md §5 'valid for the region')", (locale, phone, problem) => {
    const profile = { firstname: "Anna", lastname: "Aktiv", phone, birthday: "01.01.1990", emailSubscription: false };
    expect(profileProblems(profile, NOW, { locale }).phone ?? null).toBe(problem);
  });

  it("profileProblems names each failing field", () => {
    expect(
      profileProblems({ firstname: "Anna", lastname: "Aktiv", phone: "015112345678", birthday: "01.01.1990", emailSubscription: false }, NOW),
    ).toEqual({});
    expect(profileProblems({ firstname: "", lastname: "A1", phone: "123", birthday: "1.1.1990", emailSubscription: true }, NOW)).toEqual({
      firstname: "required",
      lastname: "validName",
      phone: "validPhoneNumber", // "123" is there, only not a phone number: the format message, not "required"
      birthday: "validDate",
    });
  });
});

describe("hasInternetDomain (account.md §8 invalid_domain)", () => {
  it.each([
    ["anna.aktiv@demo.portal", true],
    ["Anna@Example.COM", true],
    ["a@mail.example.co.uk", true],
    ["a@xn--mnchen-3ya.de", true],
    ["a@xn--e1afmkfd.xn--p1ai", true], // an IDN top level (пример.рф)
    ["a@intranet", false],
    ["a@localhost", false],
    ["a@example.c", false],
    ["a@example.123", false],
    ["a@-example.de", false],
    ["a@example..de", false],
    ["no-at-sign", false],
  ])("%s → %s", (email, expected) => {
    expect(hasInternetDomain(email)).toBe(expected);
  });
});
