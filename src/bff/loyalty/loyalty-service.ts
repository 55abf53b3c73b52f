import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import { fromCentiPoints, redeemRefusal, toCentiPoints, voucherValidUntil } from "@/features/loyalty/rules/loyalty-rules";
import { freeKilometresDeal } from "@/features/loyalty/rules/free-kilometres";
import { findReward, REWARD_GROUPS } from "@/features/loyalty/rules/rewards";
import type { LoyaltyInfo, RedeemedVoucher, Redemption, RewardGroup } from "@/features/loyalty/types";
import { berlinDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import { customer, deal, loyaltyLedger, loyaltyRedemption, type LoyaltyRedemptionRow } from "../db/schema";
import { ConflictError } from "../domain-errors";
import { ledgerStanding } from "./loyalty-ledger";

/**
 * The loyalty calls of account.md §7: the customer's level and points, the rewards, and a
 * redemption. A redemption is atomic (the customer row is locked while the balance is read and
 * the debit written, so two at once spend the last points once) and, through the dispatcher's
 * Idempotency-Key, written once per key.
 */

function toVoucher(row: LoyaltyRedemptionRow, today: string): RedeemedVoucher | null {
  if (row.rewardType !== "voucher" || !row.voucherCode || !row.validUntil) return null;
  return { code: row.voucherCode, amount: row.amount, valid_until: row.validUntil, used: row.usedAt !== null || row.validUntil < today };
}

/** POST /api/getLoyaltyInfo: only for the signed-in customer's own contact id (another's is a 404). */
export async function getLoyaltyInfo(db: Db, viewer: SessionCustomer, contactId: string, now: Dayjs): Promise<LoyaltyInfo | null> {
  if (contactId !== viewer.contactId) return null;
  const [standing, redemptions] = await Promise.all([
    ledgerStanding(db, viewer.customerId),
    db.select().from(loyaltyRedemption).where(eq(loyaltyRedemption.customerId, viewer.customerId)).orderBy(desc(loyaltyRedemption.createdAt)),
  ]);
  const today = berlinDay(now);
  return {
    level: standing.level,
    total_coins: fromCentiPoints(standing.balanceCentiPoints),
    collected_coins: fromCentiPoints(standing.collectedCentiPoints),
    vouchers: redemptions.map((row) => toVoucher(row, today)).filter((v): v is RedeemedVoucher => v !== null),
  };
}

/** GET /api/getLoyaltyBenefits: the reward groups (account.md §3 Reward group). */
export function listRewards(): RewardGroup[] {
  return REWARD_GROUPS.map((group) => ({ ...group, options: group.options.map((option) => ({ ...option })) }));
}

const REFUSAL_REASONS = {
  insufficient_points: "The points do not reach the reward's value.",
  voucher_minimum: "Vouchers are redeemed from 4,000 points.",
  voucher_already_open: "A voucher is still open: one voucher per booking, not combinable.",
} as const;

/** A voucher code customers can type: 10 characters without look-alikes (no 0/O, 1/I). */
function voucherCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `TREUE-${[...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join("")}`;
}

/** The subscription redeemed free kilometres are credited to (features/loyalty/rules/free-kilometres). */
async function creditedDeal(db: Db, customerId: string): Promise<string | null> {
  const deals = await db
    .select({ id: deal.id, state: deal.state, end_date: deal.endDate })
    .from(deal)
    .where(and(eq(deal.customerId, customerId), eq(deal.variant, "SUBSCRIPTION")));
  return freeKilometresDeal(deals);
}

/** Free kilometres redeemed for a deal, in all (km); the deal's mileage block shows them. */
export async function redeemedFreeKilometres(db: Db, customerId: string, dealId: string): Promise<number> {
  const [row] = await db
    .select({ km: sql<number>`coalesce(sum(${loyaltyRedemption.amount}), 0)::int` })
    .from(loyaltyRedemption)
    .where(and(eq(loyaltyRedemption.customerId, customerId), eq(loyaltyRedemption.dealId, dealId), eq(loyaltyRedemption.rewardType, "mileage")));
  return Number(row?.km ?? 0);
}

/**
 * POST /api/redeemLoyaltyBenefits: spends the reward's points (account.md §4 "only if total points
 * are at least the points needed"; §9 the voucher rules). The reward name is checked by the
 * endpoint's schema; 409 with the refusal's code otherwise.
 */
export async function redeemReward(db: Db, customerId: string, rewardName: string, now: Dayjs): Promise<Redemption> {
  const reward = findReward(rewardName);
  if (!reward) throw new ConflictError("reward_not_offered", "No such reward.");
  return db.transaction(async (tx) => {
    // The lock that makes the balance check and the debit one step for this customer.
    // FOR NO KEY UPDATE: it waits for another redemption, not for the key-share lock that rows
    // referencing the customer take (the request's Idempotency-Key claim): FOR UPDATE deadlocked
    // with those (ten parallel redemptions gave nine 500s).
    await tx.select({ id: customer.id }).from(customer).where(eq(customer.id, customerId)).for("no key update");
    const standing = await ledgerStanding(tx, customerId);
    const today = berlinDay(now);
    const [{ open } = { open: 0 }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(loyaltyRedemption)
      .where(
        and(
          eq(loyaltyRedemption.customerId, customerId),
          eq(loyaltyRedemption.rewardType, "voucher"),
          isNull(loyaltyRedemption.usedAt),
          gte(loyaltyRedemption.validUntil, today),
        ),
      );
    const total = fromCentiPoints(standing.balanceCentiPoints);
    const refusal = redeemRefusal(reward, total, Number(open));
    if (refusal) throw new ConflictError(refusal, REFUSAL_REASONS[refusal]);
    const id = `redemption-${randomUUID()}`;
    const at = now.toDate();
    const dealId = reward.type === "mileage" ? await creditedDeal(tx, customerId) : null;
    const centiPoints = toCentiPoints(reward.value);
    const [row] = await tx
      .insert(loyaltyRedemption)
      .values({
        id,
        customerId,
        rewardName: reward.name,
        rewardType: reward.type,
        centiPoints,
        amount: reward.amount,
        voucherCode: reward.type === "voucher" ? voucherCode() : null,
        validUntil: reward.type === "voucher" ? voucherValidUntil(today) : null,
        dealId,
        createdAt: at,
      })
      .returning();
    await tx
      .insert(loyaltyLedger)
      .values({ id: `ledger-${randomUUID()}`, customerId, kind: "redemption", ref: id, centiPoints: -centiPoints, createdAt: at });
    return {
      reward_action_name: reward.name,
      type: reward.type,
      points: reward.value,
      total_coins: fromCentiPoints(standing.balanceCentiPoints - centiPoints),
      voucher: row ? toVoucher(row, today) : null,
    };
  });
}
