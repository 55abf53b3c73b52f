import type { CountryCode } from "libphonenumber-js/min";
import { dayjs, type Dayjs } from "@/lib/clock";
import { ISLAND_POSTCODES_WITHOUT_ROAD_LINK } from "./german-island-postcodes";

/**
 * The shared form rules of account.md §5 and deals.md §5, implemented once. Content names them
 * (a `fields` entry lists `{ rule, value }`); the step forms, and the BFF handlers behind them,
 * run the same functions. Each returns null when the value passes, else the message key in the
 * `validation` namespace with its values. The phone and IBAN rules, which need libraries of their
 * own, are in `phone-iban.ts`, so that a form without them does not load those (issue 11).
 */

export interface ValidationError {
  key: ValidationMessageKey;
  values?: Record<string, string | number>;
}

export const VALIDATION_MESSAGE_KEYS = [
  "required",
  "minLength",
  "maxLength",
  "postcodeLength",
  "postcodeDigits",
  "postcodeMainland",
  "date",
  "minAge",
  "maxAge",
  "fileSize",
  "fileType",
  "phone",
  "iban",
  "integer",
  "max",
  "mileageLimit",
] as const;
export type ValidationMessageKey = (typeof VALIDATION_MESSAGE_KEYS)[number];

/** A chosen file, as far as validation cares (a browser `File` has both). */
export interface FileLike {
  name: string;
  size: number;
}

/** `readonly string[]`: the locations of uploaded photos (kind `photos`). */
export type FieldValue = string | number | boolean | FileLike | readonly string[] | null | undefined;

/** What a rule needs besides the value: "now" for ages, the region for phone numbers. */
export interface ValidationContext {
  now: Dayjs;
  region?: CountryCode;
}

const ok = null;
const DATE_FORMAT = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const POSTCODE_LENGTH = 5;

function isEmpty(value: FieldValue): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Required, also for booleans (a checkbox must be ticked) and a selected file (account.md §5). */
export function required(value: FieldValue): ValidationError | null {
  return isEmpty(value) ? { key: "required" } : ok;
}

export function minLength(value: FieldValue, min: number): ValidationError | null {
  return typeof value === "string" && value.length > 0 && value.length < min ? { key: "minLength", values: { min } } : ok;
}

export function maxLength(value: FieldValue, max: number): ValidationError | null {
  return typeof value === "string" && value.length > max ? { key: "maxLength", values: { max } } : ok;
}

/** deals.md §5: exactly 5 digits ("PLZ muss 5-stellig sein", "PLZ darf nur 5 Stellen haben"), mainland only. */
export function germanPostcode(value: FieldValue): ValidationError | null {
  if (typeof value !== "string" || value === "") return ok;
  if (!/^\d*$/.test(value)) return { key: "postcodeDigits" };
  if (value.length < POSTCODE_LENGTH) return { key: "postcodeLength" };
  if (value.length > POSTCODE_LENGTH) return { key: "postcodeDigits" };
  return ISLAND_POSTCODES_WITHOUT_ROAD_LINK.has(value) ? { key: "postcodeMainland" } : ok;
}

/** Parses DD.MM.YYYY strictly (account.md §5 "Dates parsed strictly as DD.MM.YYYY"); null otherwise. */
export function parseGermanDate(value: string): Dayjs | null {
  const match = DATE_FORMAT.exec(value);
  if (!match) return null;
  const [, day, month, year] = match;
  const date = dayjs.utc(`${year}-${month}-${day}`);
  // dayjs rolls 31.02. over into March; a strict parse must not.
  return date.isValid() && date.format("DD.MM.YYYY") === value ? date : null;
}

export function germanDate(value: FieldValue): ValidationError | null {
  if (typeof value !== "string" || value === "") return ok;
  return parseGermanDate(value) ? ok : { key: "date" };
}

/** Age in whole years on today's Berlin calendar day. */
export function ageOn(birthDate: Dayjs, now: Dayjs): number {
  const today = dayjs.utc(now.format("YYYY-MM-DD"));
  return today.diff(birthDate, "year");
}

export function minAge(value: FieldValue, min: number, { now }: ValidationContext): ValidationError | null {
  const birthDate = typeof value === "string" ? parseGermanDate(value) : null;
  return birthDate && ageOn(birthDate, now) < min ? { key: "minAge", values: { age: min } } : ok;
}

export function maxAge(value: FieldValue, max: number, { now }: ValidationContext): ValidationError | null {
  const birthDate = typeof value === "string" ? parseGermanDate(value) : null;
  return birthDate && ageOn(birthDate, now) > max ? { key: "maxAge", values: { age: max } } : ok;
}

function isFile(value: FieldValue): value is FileLike {
  return typeof value === "object" && value !== null && "size" in value && "name" in value;
}

/** At most `maxBytes` (10485760 for licences, 6291456 for damage photos); the message names MB. */
export function maxFileSize(value: FieldValue, maxBytes: number): ValidationError | null {
  return isFile(value) && value.size > maxBytes ? { key: "fileSize", values: { size: Math.round(maxBytes / 1024 / 1024) } } : ok;
}

export function allowedExtension(value: FieldValue, extensions: readonly string[]): ValidationError | null {
  if (!isFile(value)) return ok;
  const extension = value.name.includes(".") ? value.name.split(".").pop()!.toLowerCase() : "";
  return extensions.map((allowed) => allowed.toLowerCase()).includes(extension) ? ok : { key: "fileType" };
}

function toNumber(value: FieldValue): number | null {
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return null;
  return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
}

export function integer(value: FieldValue): ValidationError | null {
  const number = toNumber(value);
  return number !== null && !Number.isInteger(number) ? { key: "integer" } : ok;
}

export function maxValue(value: FieldValue, max: number): ValidationError | null {
  const number = toNumber(value);
  return number !== null && number > max ? { key: "max", values: { max } } : ok;
}
