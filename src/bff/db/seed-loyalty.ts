/**
 * The demo's loyalty points, credited through the ledger's own functions so that the
 * seed follows the rules of account.md §9 as production does: carried-over points, each paid
 * invoice, the EV booking, the referred friends in the order they subscribed, and the rewards
 * redeemed before. The ledger of the demo customers was emptied by the seed just before.
 */
import { randomUUID } from "node:crypto";
import { findReward } from "../../features/loyalty/rules/rewards";
import { toCentiPoints, voucherValidUntil } from "../../features/loyalty/rules/loyalty-rules";
import type { Db } from "./create-db";
import type { Persona } from "./personas";
import { loyaltyLedger, loyaltyRedemption, referral } from "./schema";
import { customerIdOf, type SeedData } from "./seed-data";
import { creditCarriedOver, creditEvBooking, creditPaidInvoice, recordReferredSubscription } from "../loyalty/loyalty-ledger";

export async function seedLoyalty(db: Db, personas: readonly Persona[], data: SeedData): Promise<void> {
  for (const persona of personas) {
    const profile = data.profiles[persona.key];
    if (!profile) continue;
    const customerId = customerIdOf(persona.key);
    const since = new Date("2020-01-01T00:00:00Z");
    await creditCarriedOver(db, customerId, profile.carriedOverPoints, since);
    if (profile.evBooking) await creditEvBooking(db, customerId, since);
  }
  for (const row of data.invoices) await creditPaidInvoice(db, row.id, row.createdAt ?? new Date());
  for (const friend of data.referrals) {
    await db.insert(referral).values({
      id: friend.id,
      referrerCustomerId: customerIdOf(friend.referrer),
      friendContactId: friend.friendContactId,
      createdAt: friend.invitedAt,
    });
  }
  const subscribed = data.referrals.filter((f) => f.subscribedAt).sort((a, b) => +a.subscribedAt! - +b.subscribedAt!);
  for (const friend of subscribed) await recordReferredSubscription(db, friend.friendContactId, friend.subscribedAt!);
  for (const redemption of data.redemptions) {
    const reward = findReward(redemption.rewardName);
    if (!reward) throw new Error(`Unknown reward ${redemption.rewardName} in the seed`);
    const customerId = customerIdOf(redemption.personaKey);
    const centiPoints = toCentiPoints(reward.value);
    await db.insert(loyaltyRedemption).values({
      id: redemption.id,
      customerId,
      rewardName: reward.name,
      rewardType: reward.type,
      centiPoints,
      amount: reward.amount,
      voucherCode: reward.type === "voucher" ? `TREUE-${redemption.personaKey.toUpperCase()}1` : null,
      validUntil: reward.type === "voucher" ? voucherValidUntil(redemption.redeemedAt.toISOString().slice(0, 10)) : null,
      createdAt: redemption.redeemedAt,
    });
    await db.insert(loyaltyLedger).values({
      id: `ledger-${randomUUID()}`,
      customerId,
      kind: "redemption",
      ref: redemption.id,
      centiPoints: -centiPoints,
      createdAt: redemption.redeemedAt,
    });
  }
}
