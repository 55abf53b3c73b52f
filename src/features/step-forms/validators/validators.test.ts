import { describe, expect, it } from "vitest";
import { dayjs, TIME_ZONE } from "@/lib/clock";
import { ruleGroupsOf } from "./field-checks";
import { FIELD_VALIDATION_RULES, parseFieldValidation, validateField } from "./field-validations";
import { ISLAND_POSTCODES_WITHOUT_ROAD_LINK } from "./german-island-postcodes";
import { germanDate, maxAge, minAge, notInFuture } from "./dates";
import { iban } from "./iban";
import { phone } from "./phone";
import { germanPostcode } from "./postcode";
import { allowedExtension, integer, maxFileSize, maxLength, maxValue, minLength, minValue, personName, required } from "./validators";

// 10:00 on 10 March 2026 in Berlin; the birthday boundaries below are around this day.
const now = dayjs.tz("2026-03-10 10:00", TIME_ZONE);

describe("required (account.md §5: also booleans and a selected file)", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    [null, "required"],
    [undefined, "required"],
    [false, "required"],
    ["x", null],
    [0, null],
    [true, null],
    [{ name: "a.pdf", size: 1 }, null],
  ])("%j → %s", (value, key) => {
    expect(required(value)?.key ?? null).toBe(key);
  });
});

describe("min and max length (deals.md §5: names and street 1 to 100)", () => {
  it.each([
    ["", 1, null], // empty is "required"'s business
    ["a", 1, null],
    ["ab", 3, "minLength"],
    ["abc", 3, null],
    ["ab ", 3, "minLength"], // the blanks around the text do not count, as on the server
    [` ${"x".repeat(39)} `, 40, "minLength"],
    ["   ", 1, "minLength"], // blanks only: "mindestens 1 Zeichen" (deals.md §5), not "wird benötigt"
  ])("minLength(%j, %i) → %s", (value, min, key) => {
    expect(minLength(value, min)?.key ?? null).toBe(key);
  });
  it.each([
    ["x".repeat(100), 100, null],
    ["x".repeat(101), 100, "maxLength"],
  ])("maxLength of %#: → %s", (value, max, key) => {
    expect(maxLength(value, max)?.key ?? null).toBe(key);
  });
});

describe("German delivery postcode (deals.md §5: exactly 5 digits, mainland only)", () => {
  it.each([
    ["10115", null],
    ["04107", null],
    ["1011", "postcodeLength"],
    ["101155", "postcodeDigits"],
    ["1011a", "postcodeLength"], // a letter: "muss 5-stellig sein", not "darf nur 5 Stellen haben"
    ["26757", "postcodeMainland"], // Borkum
    ["27498", "postcodeMainland"], // Helgoland
    ["25980", "postcodeMainland"], // Sylt
    ["18565", "postcodeMainland"], // Hiddensee
    ["18528", null], // Bergen auf Rügen: bridge
    ["23769", null], // Fehmarn: bridge
    ["", null],
  ])("%j → %s", (value, key) => {
    expect(germanPostcode(value)?.key ?? null).toBe(key);
  });

  it("lists distinct five-digit codes with their island", () => {
    for (const [code, island] of ISLAND_POSTCODES_WITHOUT_ROAD_LINK) {
      expect(code).toMatch(/^\d{5}$/);
      expect(island).not.toBe("");
    }
    expect(ISLAND_POSTCODES_WITHOUT_ROAD_LINK.size).toBe(22);
  });
});

describe("dates DD.MM.YYYY, parsed strictly (account.md §5)", () => {
  it.each([
    ["10.03.2026", null],
    ["29.02.2024", null],
    ["29.02.2026", "date"],
    ["31.04.2026", "date"],
    ["1.3.2026", "date"],
    ["2026-03-10", "date"],
    ["", null],
  ])("%j → %s", (value, key) => {
    expect(germanDate(value)?.key ?? null).toBe(key);
  });
});

describe("min and max age from a DD.MM.YYYY date (account.md §5: a driver is at least 17)", () => {
  it.each([
    ["10.03.2009", 17, null], // 17th birthday today
    ["11.03.2009", 17, "minAge"], // 17 tomorrow
    ["09.03.2009", 17, null],
  ])("minAge(%s, %i) → %s", (value, min, key) => {
    expect(minAge(value, min, { now })?.key ?? null).toBe(key);
  });
  it.each([
    ["11.03.1960", 65, null], // 65 until tomorrow
    ["10.03.1960", 65, "maxAge"], // 66 today
  ])("maxAge(%s, %i) → %s", (value, max, key) => {
    expect(maxAge(value, max, { now })?.key ?? null).toBe(key);
  });
});

describe("notInFuture (deals.md §5: a latest-date limit is inclusive plus one day; the damage's date)", () => {
  it.each([
    ["10.03.2026", null], // today
    ["09.03.2026", null],
    ["11.03.2026", "dateInFuture"], // tomorrow
    ["01.01.2030", "dateInFuture"],
    ["31.02.2026", null], // not a date: the date rule says so
  ])("%s → %s", (value, key) => {
    expect(notInFuture(value, { now })?.key ?? null).toBe(key);
  });
});

describe("files (account.md §5: licences at most 10485760 bytes, jpg, jpeg, png, pdf, heic)", () => {
  const LICENCE_BYTES = 10_485_760;
  it.each([
    [LICENCE_BYTES, null],
    [LICENCE_BYTES + 1, "fileSize"],
  ])("%i bytes → %s", (size, key) => {
    expect(maxFileSize({ name: "a.pdf", size }, LICENCE_BYTES)?.key ?? null).toBe(key);
  });
  it("names the limit in MB", () => {
    expect(maxFileSize({ name: "a.pdf", size: LICENCE_BYTES + 1 }, LICENCE_BYTES)?.values).toEqual({ size: 10 });
  });
  it.each([
    ["front.JPG", null],
    ["front.heic", null],
    ["front.svg", "fileType"],
    ["front", "fileType"],
  ])("%s → %s", (name, key) => {
    expect(allowedExtension({ name, size: 1 }, ["jpg", "jpeg", "png", "pdf", "heic"])?.key ?? null).toBe(key);
  });
});

describe("phone (deals.md §5: valid for the region, default DE, max 30, no spaces or hyphens)", () => {
  it.each([
    ["+491711234567", null],
    ["01711234567", null],
    ["0171 1234567", "phone"],
    ["0171-1234567", "phone"],
    ["123", "phone"],
    ["+4917112345678901234567890123456", "phone"],
    ["030123456", null],
    // Of the right length but no German number (the review's): refused by the full metadata.
    ["12345", "phone"],
    ["12345678", "phone"],
    ["99999999", "phone"],
    ["01511234", "phone"],
  ])("%j → %s", (value, key) => {
    expect(phone(value)?.key ?? null).toBe(key);
  });
  it("reads national numbers in the given region", () => {
    expect(phone("06641234567", { region: "AT" })).toBeNull();
  });
});

describe("IBAN (account.md §5: valid, spaces optional)", () => {
  it.each([
    ["DE89 3704 0044 0532 0130 00", null],
    ["DE89370400440532013000", null],
    ["DE89370400440532013001", "iban"],
    ["DE8937040044053201300", "iban"],
  ])("%j → %s", (value, key) => {
    expect(iban(value)?.key ?? null).toBe(key);
  });
});

describe("integer and maximum value (deals.md §5: mileage is a whole number up to maximum_mileage, default 100000)", () => {
  it.each([
    ["12345", null],
    ["12345.5", "integer"],
    ["12,5", "integer"],
    ["1.000", null], // a thousand, as a German reader writes it
    ["15 000", null],
    ["15,000", null],
    ["1.5", "integer"],
    ["15.00", "integer"],
    ["1.000.5", "integer"],
    [12345, null],
  ])("integer(%j) → %s", (value, key) => {
    expect(integer(value)?.key ?? null).toBe(key);
  });
  it.each([
    ["100000", null],
    ["100001", "max"],
    ["100.001", "max"],
  ])("maxValue(%j, 100000) → %s", (value, key) => {
    expect(maxValue(value, 100_000)?.key ?? null).toBe(key);
  });
  it.each([
    ["0", null],
    ["-1", "min"],
    ["", null],
  ])("minValue(%j, 0) → %s", (value, key) => {
    expect(minValue(value, 0)?.key ?? null).toBe(key);
  });
});

describe("validateField: the validations content names, in order", () => {
  const mileage = [
    { rule: "required" },
    { rule: "integer" },
    { rule: "min", value: 0 },
    { rule: "max", value: 100_000, from: "maximum_mileage", message: "mileageLimit" },
  ].map(parseFieldValidation);

  it.each([
    ["", {}, "required"],
    ["12.5", {}, "integer"],
    ["-5", {}, "min"], // a negative reading is said on blur, not after the BFF refused it
    ["0", {}, null],
    ["100000", {}, null],
    ["100001", {}, "mileageLimit"],
    ["80001", { maximum_mileage: 80_000 }, "mileageLimit"],
    ["80000", { maximum_mileage: 80_000 }, null],
  ])("mileage %j with page values %j → %s", (value, values, key) => {
    expect(validateField(value, mileage, { values })?.key ?? null).toBe(key);
  });

  // deals.md §5 street, house number, city: "wird benötigt", "mindestens 1 Zeichen", "maximal 100 Zeichen".
  const street = [
    { rule: "minLength", value: 1 },
    { rule: "required", message: "fieldRequired" },
    { rule: "maxLength", value: 100 },
  ].map(parseFieldValidation);
  it.each([
    ["", "fieldRequired"],
    ["   ", "minLength"],
    ["Eppendorfer Weg", null],
    ["x".repeat(101), "maxLength"],
  ])("street %j → %s", (value, key) => {
    expect(validateField(value, street, { values: {} })?.key ?? null).toBe(key);
  });

  it("knows every rule it lists", () => {
    for (const rule of FIELD_VALIDATION_RULES) {
      const value = rule === "allowedExtensions" ? ["pdf"] : 1;
      expect(() => validateField("", [parseFieldValidation({ rule, value })], { values: {} })).not.toThrow();
    }
  });

  it.each([
    [{ rule: "shout" }, /unknown validation rule "shout"/],
    [{ rule: "maxLength" }, /needs a number value/],
    [{ rule: "max", from: "height" }, /unknown page value "height"/],
    [{ rule: "max", value: 1, message: "rude" }, /unknown message "rude"/],
    [{ rule: "allowedExtensions", value: 3 }, /needs a list/],
    ["required", /must be an object/],
  ])("refuses content validation %j", (raw, message) => {
    expect(() => parseFieldValidation(raw)).toThrow(message);
  });
});

describe("ruleGroupsOf: the checks a form loads for the rules its content names (issue 11)", () => {
  it.each([
    [["required", "integer", "max"], []],
    [["required", "maxLength", "postcode"], ["postcode"]],
    [["date", "required"], ["dates"]],
    [["minAge", "maxAge"], ["dates"]],
    [
      ["phone", "postcode", "iban"],
      ["postcode", "phone", "iban"],
    ],
  ] as const)("%j → %j", (rules, groups) => {
    expect(ruleGroupsOf(rules.map((rule) => ({ rule })))).toEqual(groups);
  });
});

describe("a person's name (deals.md §5 'Name pattern': letters including accented European letters, space, comma, period, apostrophe, hyphen)", () => {
  it.each([
    ["Anna", null],
    ["Zoë-Élodie", null],
    ["O'Brien, Jr.", null],
    ["Łukasz Żółć", null],
    ["", null], // required's to refuse
    ["Anna123", { key: "name" }],
    ["<b>x</b>", { key: "name" }],
    ["anna_aktiv", { key: "name" }],
  ])("%j → %j", (value, expected) => {
    expect(personName(value)).toEqual(expected);
  });
});
