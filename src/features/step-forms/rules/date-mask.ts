/** The date input mask 00.00.0000 (account.md §5, deals.md §5): digits only, dots inserted as typed. */
export function maskGermanDate(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join(".");
}
