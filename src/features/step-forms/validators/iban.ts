import { compactIban } from "@/lib/iban";
import type { GroupChecks } from "./field-checks";
import type { FieldValue, ValidationError } from "./validators";

/** The IBAN rule of the shared form rules (`validators.ts`), apart because it needs ibantools. */

/** account.md §5: a valid IBAN; spaces are optional. */
export function iban(value: FieldValue): ValidationError | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  return compactIban(value) === null ? { key: "iban" } : null;
}

/** The group's check for a form (`field-checks.ts`). */
export const IBAN_CHECKS: GroupChecks<"iban"> = { iban: (value) => iban(value) };
