/**
 * Where a finished subscription's deposit refund stands (account.md §3 "Deposit refund details",
 * §5; deals.md §7 `POST …/deposit-refund-details`). The spec names no field saying that a deal
 * awaits the refund; the portal keeps its own: `awaiting_details` until the customer gave the bank
 * details, then `details_received` with the IBAN masked (it is never shown back in full).
 */
export const DEPOSIT_REFUND_STATUSES = ["awaiting_details", "details_received"] as const;
export type DepositRefundStatus = (typeof DEPOSIT_REFUND_STATUSES)[number];

export interface DepositRefund {
  status: DepositRefundStatus;
  /** Masked, e.g. "DE89 **** **** **** **30 00"; null until the details arrived. */
  iban: string | null;
}

/** What `POST …/deposit-refund-details` answers (200, and the same again for a repeated Idempotency-Key). */
export interface DepositRefundDetailsReceipt {
  subscription_id: string;
  account_holder: string;
  /** Masked like `DepositRefund.iban`. */
  iban: string;
  received_at: string;
}
