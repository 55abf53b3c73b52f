/** The parts of DD.MM.YYYY and their lengths. */
const PART_LENGTHS = [2, 2, 4] as const;

/**
 * The date input mask 00.00.0000 (account.md §5, deals.md §5), the one of every DD.MM.YYYY field
 * (the birthday wanted typed dots while the damage date put them in): digits
 * only, the dots put in as the digits are typed. A dot the customer types ends a short day or
 * month ("8.3.2026" is 08.03.2026), so typing the dots oneself gives the same date as leaving them out.
 */
export function maskGermanDate(input: string): string {
  const parts: string[] = [];
  let current = "";
  for (const character of input) {
    if (parts.length === PART_LENGTHS.length) break;
    const length = PART_LENGTHS[parts.length]!;
    if (/\d/.test(character)) {
      current += character;
      if (current.length === length) {
        parts.push(current);
        current = "";
      }
    } else if (/[.,/\-\s]/.test(character) && current !== "" && length === 2) {
      parts.push(current.padStart(2, "0"));
      current = "";
    }
  }
  if (current !== "" && parts.length < PART_LENGTHS.length) parts.push(current);
  return parts.join(".");
}
