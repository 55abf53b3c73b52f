import { electronicFormatIBAN, isValidIBAN } from "ibantools";

/** Letters, digits and spaces (account.md §5 "spaces optional"); anything else is not an IBAN as typed. */
const AS_TYPED = /^[A-Za-z0-9 ]+$/;

/**
 * "DE89 3704 0044 0532 0130 00" or "de89370400440532013000" → "DE89370400440532013000"; null when
 * not a valid IBAN. Checked as typed first: ibantools' electronic format drops every other
 * character, so a control character or a "%0A" inside would otherwise pass unseen.
 */
export function compactIban(value: string): string | null {
  const trimmed = value.replace(/^ +| +$/g, "");
  if (!AS_TYPED.test(trimmed)) return null;
  const compact = electronicFormatIBAN(trimmed);
  return compact && isValidIBAN(compact) ? compact : null;
}
