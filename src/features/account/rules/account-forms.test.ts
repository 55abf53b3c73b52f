import { describe, expect, it } from "vitest";
import {
  changedValues,
  companyIssues,
  companyUpdateBody,
  isAccountPhone,
  isAccountZip,
  isBirthday,
  lockedFieldIssues,
  PROFILE_FIELDS,
  PROFILE_LOCKED_ONCE_STORED,
  profileIssues,
  companyAddress,
  companyAddressLine,
  splitCompanyAddress,
} from "./account-forms";

const TODAY = "2026-11-25";
const valid = {
  firstname: "Konrad",
  lastname: "Konto",
  birthday: "14.03.1988",
  phone: "+4915112345620",
  invoice_street: "Neuer Wall",
  invoice_house_number: "19",
  zip: "20354",
  city: "Hamburg",
};

describe("account.md §5 Account forms", () => {
  it.each([
    ["+4915112345620", true],
    ["0049301234", true],
    ["030123", true],
    ["0301", true], // 4 characters, area code
    ["030", false], // fewer than 4
    ["4915112345620", false], // neither country nor area code
    ["+49 151 123", false], // spaces
    ["0151-123456", false], // hyphen
    ["+0151123", false],
    ["+".padEnd(31, "1"), false], // over 30
  ])("phone %s → %s", (phone, expected) => expect(isAccountPhone(phone, "de-DE")).toBe(expected));

  // "area code" is the locale's region's: in en-US a US area code without a trunk 0 (as registration
  // checks a phone, by libphonenumber); de-DE and en-DE keep the German reading.
  it.each([
    // phone, de-DE, en-DE, en-US
    ["2125550123", false, false, true], // US area code 212: refused in en-US before
    ["12125550123", false, false, true], // the US country code 1 before it
    ["+12125550123", true, true, true],
    ["+4915112345620", true, true, true],
    ["030123", true, true, true], // a German area code stays valid on an English page
    ["0049301234", true, true, true],
    ["5550123", false, false, false], // a US number without its area code
    ["1234", false, false, false],
    ["9995550123", false, false, false], // no US area code 999
    ["4915112345620", false, false, false],
    ["212 555 0123", false, false, false], // spaces
    ["212-555-0123", false, false, false], // hyphens
    ["(212)5550123", false, false, false],
    ["2".padEnd(31, "1"), false, false, false], // over 30
  ] as const)("account phone %s: de-DE %s, en-DE %s, en-US %s", (phone, deDE, enDE, enUS) => {
    expect(isAccountPhone(phone, "de-DE")).toBe(deDE);
    expect(isAccountPhone(phone, "en-DE")).toBe(enDE);
    expect(isAccountPhone(phone, "en-US")).toBe(enUS);
  });

  it("words an en-US number by its locale: the profile and the company form alike", () => {
    expect(profileIssues({ ...valid, phone: "2125550123" }, TODAY, "en-US")).toEqual([]);
    expect(profileIssues({ ...valid, phone: "2125550123" }, TODAY, "de-DE")).toEqual([{ path: "phone", code: "phone_invalid" }]);
    const company = { name: "Muster Logistik GmbH", phone: "2125550123", street: "Hermannstraße", housenumber: "214", zip: "12049", city: "Berlin" };
    expect(companyIssues(company, "en-US")).toEqual([]);
    expect(companyIssues(company, "en-DE")).toEqual([{ path: "phone", code: "phone_invalid" }]);
  });

  it.each([
    ["20354", true],
    ["2035", false],
    ["203545", false],
    ["2035a", false],
  ])("zip %s → %s (5 characters: 'ungültige PLZ')", (zip, expected) => expect(isAccountZip(zip)).toBe(expected));

  it.each([
    ["14.03.1988", true],
    ["31.02.1990", false],
    ["1988-03-14", false],
    ["25.11.2026", false], // today is not a birth date in the past
    ["01.01.1899", false],
  ])("birthday %s → %s", (birthday, expected) => expect(isBirthday(birthday, TODAY)).toBe(expected));

  // account.md §5 "Complete registration: same rules": the birth date a customer enters here once
  // is registration's, at least 20 years (TODAY 25.11.2026: 20 on 25.11.2026, 19 the day after's birth).
  it.each([
    ["25.11.2006", []],
    ["26.11.2006", [{ path: "birthday", code: "min_age", values: { age: 20 } }]],
    ["24.11.2026", [{ path: "birthday", code: "min_age", values: { age: 20 } }]],
    ["29.02.2004", []],
    ["25.11.2026", [{ path: "birthday", code: "date_invalid" }]],
  ])("birthday %s in the profile → %j", (birthday, expected) => expect(profileIssues({ ...valid, birthday }, TODAY, "de-DE")).toEqual(expected));

  it("requires every field ('Dies ist ein Pflichtfeld.') but the mobile phone", () => {
    const required = PROFILE_FIELDS.filter((field) => field !== "mobilephone");
    expect(profileIssues({}, TODAY, "de-DE")).toEqual(required.map((path) => ({ path, code: "required" })));
    expect(profileIssues({ ...valid, city: "   " }, TODAY, "de-DE")).toEqual([{ path: "city", code: "required" }]);
    expect(profileIssues(valid, TODAY, "de-DE")).toEqual([]);
  });

  // account.md §3 Profile mobilephone: optional; given, a phone number by the account phone rule.
  it.each([
    ["", []],
    ["   ", []],
    ["+4916090987690", []],
    ["0160 909876", [{ path: "mobilephone", code: "phone_invalid" }]],
    ["12345", [{ path: "mobilephone", code: "phone_invalid" }]],
  ])("a mobile phone of %j → %j", (mobilephone, issues) => {
    expect(profileIssues({ ...valid, mobilephone }, TODAY, "de-DE")).toEqual(issues);
  });

  it("words a bad zip and phone by code", () => {
    expect(profileIssues({ ...valid, zip: "123", phone: "12345" }, TODAY, "de-DE")).toEqual([
      { path: "phone", code: "phone_invalid" },
      { path: "zip", code: "postcode_invalid" },
    ]);
    expect(
      companyIssues(
        {
          name: "Muster Logistik GmbH",
          phone: "+4930609876500",
          street: "Hermannstraße",
          housenumber: "214",
          zip: "1204",
          city: "Berlin",
        },
        "de-DE",
      ),
    ).toEqual([{ path: "zip", code: "postcode_invalid" }]);
  });

  it("sends names and birth date only while stored empty", () => {
    const stored = { ...valid, birthday: "" };
    expect(changedValues(PROFILE_FIELDS, PROFILE_LOCKED_ONCE_STORED, stored, { ...valid, firstname: "Kurt" })).toEqual({
      birthday: "14.03.1988",
      phone: valid.phone,
      invoice_street: valid.invoice_street,
      invoice_house_number: valid.invoice_house_number,
      zip: valid.zip,
      city: valid.city,
    });
  });

  it("sends the company's address as 'street, housenumber' beside street and housenumber, the name only while stored empty", () => {
    const stored = {
      name: "Muster Logistik GmbH",
      phone: "+4930609876500",
      street: "Hermannstraße",
      housenumber: "214",
      zip: "12049",
      city: "Berlin",
    };
    expect(companyUpdateBody(stored, { ...stored, name: "Andere GmbH", street: " Sonnenallee ", housenumber: "12a" })).toEqual({
      phone: "+4930609876500",
      street: "Sonnenallee",
      housenumber: "12a",
      address: "Sonnenallee, 12a",
      zip: "12049",
      city: "Berlin",
    });
    expect(companyUpdateBody({ ...stored, name: "" }, { ...stored, name: "Neue GmbH" })).toMatchObject({
      name: "Neue GmbH",
      address: "Hermannstraße, 214",
    });
  });

  it("refuses a changed locked field on the server, not a repeated one", () => {
    expect(lockedFieldIssues(PROFILE_LOCKED_ONCE_STORED, valid, { firstname: "Kurt" })).toEqual([{ path: "firstname", code: "field_locked" }]);
    expect(lockedFieldIssues(PROFILE_LOCKED_ONCE_STORED, valid, { firstname: "Konrad" })).toEqual([]);
    expect(lockedFieldIssues(PROFILE_LOCKED_ONCE_STORED, { ...valid, birthday: "" }, { birthday: "01.01.1990" })).toEqual([]);
  });
});

describe("the company address (account.md §3 'street, housenumber')", () => {
  it.each([
    ["Hermannstraße, 214", { street: "Hermannstraße", housenumber: "214" }],
    ["Am Hof 1, 2, 3a", { street: "Am Hof 1, 2", housenumber: "3a" }],
    ["Hauptstraße", { street: "Hauptstraße", housenumber: "" }],
  ])("%s splits into %j, and back", (wire, parts) => {
    expect(splitCompanyAddress(wire)).toEqual(parts);
    if (parts.housenumber) expect(companyAddress(parts.street, parts.housenumber)).toBe(wire);
  });

  it("is written on a page as every address is", () => {
    expect(companyAddressLine({ address: "Hermannstraße, 214", zip: "12047", city: "Berlin" })).toBe("Hermannstraße 214, 12047 Berlin");
  });
});
