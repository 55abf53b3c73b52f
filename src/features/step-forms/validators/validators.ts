import type { CountryCode } from "@/lib/phone-number";
import { parseWholeNumber } from "@/lib/numbers";
import type { Dayjs } from "@/lib/clock";
import { NAME_PATTERN } from "@/lib/text";

/**
 * The shared form rules of account.md §5 and deals.md §5, implemented once. Content names them
 * (a `fields` entry lists `{ rule, value }`); the step forms, and the BFF handlers behind them,
 * run the same functions. Each returns null when the value passes, else the message key in the
 * `validation` namespace with its values. The rules that need a library or a table of their own
 * are in files of their own (`dates.ts`, `postcode.ts`, `phone.ts`, `iban.ts`), so that a form
 * which does not name them does not load them.
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
  "dateInFuture",
  "minAge",
  "maxAge",
  "fileSize",
  "fileType",
  "phone",
  "iban",
  "integer",
  "min",
  "max",
  "mileageLimit",
  "fieldRequired",
  "name",
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

/** A rule's parameter from content where it must be a number (`maxLength`, `max`, `minAge`, …). */
export function numberParameter(parameter: number | string[] | undefined, rule: string): number {
  if (typeof parameter !== "number") throw new Error(`validation "${rule}" needs a number`);
  return parameter;
}

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

/**
 * Counted without the blanks around the text, as the BFF counts it (a description of 39 letters
 * and a space is 39). Anything typed counts, blanks only too: listed before `required`, a street
 * of spaces says "mindestens 1 Zeichen" and an empty one "Straße wird benötigt" (deals.md §5).
 */
export function minLength(value: FieldValue, min: number): ValidationError | null {
  if (typeof value !== "string") return ok;
  return value.length > 0 && value.trim().length < min ? { key: "minLength", values: { min } } : ok;
}

/** deals.md §5 "Name pattern" (`NAME_PATTERN`); an empty value is `required`'s to refuse. */
export function personName(value: FieldValue): ValidationError | null {
  return typeof value === "string" && value.trim() !== "" && !NAME_PATTERN.test(value.trim()) ? { key: "name" } : ok;
}

export function maxLength(value: FieldValue, max: number): ValidationError | null {
  return typeof value === "string" && value.length > max ? { key: "maxLength", values: { max } } : ok;
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
  return typeof value === "string" ? parseWholeNumber(value) : null;
}

export function integer(value: FieldValue): ValidationError | null {
  const number = toNumber(value);
  return number !== null && !Number.isInteger(number) ? { key: "integer" } : ok;
}

/** A reading below `min` (a negative mileage, deals.md §5), said on blur as the BFF would refuse it. */
export function minValue(value: FieldValue, min: number): ValidationError | null {
  const number = toNumber(value);
  return number !== null && number < min ? { key: "min", values: { min } } : ok;
}

export function maxValue(value: FieldValue, max: number): ValidationError | null {
  const number = toNumber(value);
  return number !== null && number > max ? { key: "max", values: { max } } : ok;
}
