import type { GroupChecks } from "./field-checks";
import { ISLAND_POSTCODES_WITHOUT_ROAD_LINK } from "./german-island-postcodes";
import type { FieldValue, ValidationError } from "./validators";

/** The postcode rule of the shared form rules (`validators.ts`), apart with its table of islands. */

const POSTCODE_LENGTH = 5;

/** deals.md §5: exactly 5 digits ("PLZ muss 5-stellig sein", "PLZ darf nur 5 Stellen haben"), mainland only. */
export function germanPostcode(value: FieldValue): ValidationError | null {
  if (typeof value !== "string" || value === "") return null;
  // Too long: "darf nur 5 Stellen haben"; anything else but 5 digits (too short, a letter in it:
  // "2745a" was told it had too many places) "muss 5-stellig sein".
  if (value.length > POSTCODE_LENGTH) return { key: "postcodeDigits" };
  if (!/^\d{5}$/.test(value)) return { key: "postcodeLength" };
  return ISLAND_POSTCODES_WITHOUT_ROAD_LINK.has(value) ? { key: "postcodeMainland" } : null;
}

/** The group's check for a form (`field-checks.ts`). */
export const POSTCODE_CHECKS: GroupChecks<"postcode"> = { postcode: (value) => germanPostcode(value) };
