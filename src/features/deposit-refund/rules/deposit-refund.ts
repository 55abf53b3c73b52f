import { compactIban } from "@/lib/iban";
import type { Deal } from "@/features/deals/types";
import { isDealEnded } from "@/features/deals/rules/deal-state";
import { CONTROL_CHARACTER } from "@/lib/text";

/**
 * The deposit refund of a finished subscription (account.md §5 "Deposit refund", §7; deals.md §7,
 * §8 "Bank details saved"): who is asked for bank details, what the form must hold, and how the
 * IBAN is shown back.
 */

/** account.md §5 "Names 1 to 100": the account holder's name. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 100;

type RefundDeal = Pick<Deal, "state" | "deposit_refund">;

/** An ended deal whose refund waits for the customer's bank details: the banner and the dialog are offered. */
export function isDepositRefundAwaited(deal: RefundDeal): boolean {
  return isDealEnded(deal) && deal.deposit_refund?.status === "awaiting_details";
}

/** The bank details arrived: the deal says so with the masked IBAN instead of asking again. */
export function areDepositRefundDetailsReceived(deal: RefundDeal): boolean {
  return deal.deposit_refund?.status === "details_received";
}

/** "DE89 3704 0044 0532 0130 00" or "de89370400440532013000" → "DE89370400440532013000"; null when not an IBAN. */
export function validIban(value: string): string | null {
  return compactIban(value);
}

/**
 * The IBAN as it is shown back: country and check digits and the last four characters, the rest
 * hidden, in groups of four ("DE89 **** **** **** **30 00").
 */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, "").toUpperCase();
  const masked = [...compact].map((char, index) => (index < 4 || index >= compact.length - 4 ? char : "*")).join("");
  return masked.replace(/(.{4})(?=.)/g, "$1 ");
}

export interface DepositRefundInput {
  iban?: string | undefined;
  account_holder?: string | undefined;
}

export type DepositRefundIssue = { path: "iban" | "account_holder"; code: "required" | "iban_invalid" | "max" | "invalid" };

/** account.md §5: account holder and IBAN required, the IBAN valid (spaces optional). */
export function depositRefundIssues(input: DepositRefundInput): DepositRefundIssue[] {
  const issues: DepositRefundIssue[] = [];
  // Control characters are looked for before trimming: trim() would drop a vertical tab or form feed unseen.
  const rawHolder = input.account_holder ?? "";
  const holder = rawHolder.trim();
  // A name is one line of text: no control character (a tab or line break included).
  if (CONTROL_CHARACTER.test(rawHolder)) issues.push({ path: "account_holder", code: "invalid" });
  else if (holder === "") issues.push({ path: "account_holder", code: "required" });
  else if (holder.length > ACCOUNT_HOLDER_MAX_LENGTH) issues.push({ path: "account_holder", code: "max" });
  const iban = input.iban ?? "";
  if (iban.trim() === "") issues.push({ path: "iban", code: "required" });
  else if (validIban(iban) === null) issues.push({ path: "iban", code: "iban_invalid" });
  return issues;
}
