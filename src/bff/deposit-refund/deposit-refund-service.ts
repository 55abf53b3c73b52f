import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import {
  depositRefundIssues,
  isDepositRefundAwaited,
  maskIban,
  validIban,
  type DepositRefundInput,
} from "@/features/deposit-refund/rules/deposit-refund";
import type { DepositRefundDetailsReceipt } from "@/features/deposit-refund/types";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { deal, depositRefundDetails } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue } from "../outbox/outbox";
import { ownedDeal } from "../deals/deal-ownership";

/**
 * POST …/deals/{id}/deposit-refund-details (account.md §5 "Deposit refund", §7; deals.md §7, §8):
 * the bank details for the deposit refund of an ended deal. Null (404) unless the deal is the
 * customer's; 422 for a missing holder or an invalid IBAN (checked with ibantools, as the form
 * does); 409 unless the deal awaits them. Stores the details, marks the deal and hands the
 * operations side the transfer's data through the outbox, in one transaction. Answers and later
 * reads show the IBAN masked only.
 */
export async function saveDepositRefundDetails(
  db: Db,
  customerId: string,
  dealId: string,
  input: DepositRefundInput,
  now: Dayjs,
): Promise<DepositRefundDetailsReceipt | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  if (!row) return null;
  const issues = depositRefundIssues(input);
  if (issues.length > 0) throw new ValidationError(issues.map((issue) => ({ ...issue, message: `${issue.path}: ${issue.code}` })));
  const refund = row.depositRefundStatus ? { status: row.depositRefundStatus, iban: row.depositRefundIbanMasked } : null;
  if (!isDepositRefundAwaited({ state: row.state, deposit_refund: refund })) {
    throw new ConflictError("deposit_refund_not_awaited", "This subscription awaits no bank details for a deposit refund");
  }

  const iban = validIban(input.iban ?? "")!;
  const masked = maskIban(iban);
  const accountHolder = (input.account_holder ?? "").trim();
  const receivedAt = now.toDate();
  await db.transaction(async (tx) => {
    // Guarded by the status: of two requests racing past the check above, one updates the deal.
    const marked = await tx
      .update(deal)
      .set({ depositRefundStatus: "details_received", depositRefundIbanMasked: masked, updatedAt: receivedAt })
      .where(and(ownedDeal(customerId, dealId), eq(deal.depositRefundStatus, "awaiting_details")))
      .returning({ id: deal.id });
    if (marked.length === 0) throw new ConflictError("deposit_refund_not_awaited", "The bank details were given already");
    await tx
      .insert(depositRefundDetails)
      .values({ id: `deposit-refund-${randomUUID()}`, dealId, customerId, accountHolder, iban, createdAt: receivedAt });
    await enqueue(tx, { topic: "deposit-refund-details", payload: { subscription_id: dealId, account_holder: accountHolder, iban } }, receivedAt);
  });
  return { subscription_id: dealId, account_holder: accountHolder, iban: masked, received_at: receivedAt.toISOString() };
}
