import { describe, expect, it } from "vitest";
import {
  changedValues,
  companyIssues,
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
  ])("phone %s → %s", (phone, expected) => expect(isAccountPhone(phone)).toBe(expected));

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

  it("requires every field ('Dies ist ein Pflichtfeld.')", () => {
    expect(profileIssues({}, TODAY)).toEqual(PROFILE_FIELDS.map((path) => ({ path, code: "required" })));
    expect(profileIssues({ ...valid, city: "   " }, TODAY)).toEqual([{ path: "city", code: "required" }]);
    expect(profileIssues(valid, TODAY)).toEqual([]);
  });

  it("words a bad zip and phone by code", () => {
    expect(profileIssues({ ...valid, zip: "123", phone: "12345" }, TODAY)).toEqual([
      { path: "phone", code: "phone_invalid" },
      { path: "zip", code: "postcode_invalid" },
    ]);
    expect(
      companyIssues({
        name: "Muster Logistik GmbH",
        phone: "+4930609876500",
        street: "Hermannstraße",
        housenumber: "214",
        zip: "1204",
        city: "Berlin",
      }),
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
