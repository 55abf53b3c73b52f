/**
 * Numbers on the wire: a JSON number, or a string of digits only (queries carry
 * nothing but strings). yup's own `number()` casts like `Number()`: "0x10" became 16, "1e5"
 * 100000, " 20 " and [20] 20; as mileage readings never go down, one such "1e5" blocked every
 * later report. Every numeric field of the endpoint catalogue uses these schemas instead.
 */
import * as yup from "yup";

/** The largest value of a PostgreSQL `integer` column: anything above cannot be stored. */
export const WIRE_INTEGER_MAX = 2_147_483_647;

const DIGITS = /^[0-9]+$/;
const AMOUNT_DIGITS = /^[0-9]+(\.[0-9]{1,2})?$/;

/** The whole number a wire value stands for, or null: a JSON integer, or a string of digits. */
export function parseWireInteger(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && DIGITS.test(value) ? Number(value) : null;
  return number !== null && Number.isSafeInteger(number) ? number : null;
}

/** A money amount in euros: a JSON number or a digit string, with at most two decimals (cents). */
export function parseWireAmount(value: unknown): number | null {
  const number = typeof value === "number" ? value : typeof value === "string" && AMOUNT_DIGITS.test(value) ? Number(value) : null;
  if (number === null || !Number.isFinite(number)) return null;
  const cents = number * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6 && Math.abs(number) <= Number.MAX_SAFE_INTEGER / 100 ? number : null;
}

interface Bounds {
  min?: number;
  max?: number;
}

/** A whole number from `min` (0) to `max` (the PostgreSQL integer limit). Issue codes: integer, min, max. */
export function wireInteger({ min = 0, max = WIRE_INTEGER_MAX }: Bounds = {}) {
  return strictNumber(parseWireInteger, "integer", "${path} must be a whole number: a JSON integer or a string of digits", { min, max });
}

/** A euro amount with at most two decimals, from `min` (0). Issue codes: amount, min, max. */
export function wireAmount({ min = 0, max = Number.MAX_SAFE_INTEGER / 100 }: Bounds = {}) {
  return strictNumber(parseWireAmount, "amount", "${path} must be an amount: a JSON number or digits with at most two decimals", { min, max });
}

function strictNumber(parse: (value: unknown) => number | null, name: string, message: string, { min, max }: Required<Bounds>) {
  return (
    yup
      .mixed<number>()
      // A value that does not parse stays as it came, so the test below names it.
      .transform((value: unknown) => (value === undefined || value === null ? value : (parse(value) ?? value)))
      .test({ name, message, test: (value) => value === undefined || value === null || parse(value) === value })
      .test({ name: "min", params: { min }, message: "${path} must be at least ${min}", test: (value) => typeof value !== "number" || value >= min })
      .test({ name: "max", params: { max }, message: "${path} must be at most ${max}", test: (value) => typeof value !== "number" || value <= max })
  );
}
