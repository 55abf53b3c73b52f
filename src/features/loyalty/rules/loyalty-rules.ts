import { LOYALTY_LEVELS, type LoyaltyLevel } from "../types";

/**
 * The loyalty programme's rules (account.md §4 Loyalty, §9 Loyalty; deals.md §6), written once:
 * the BFF credits, derives and spends points with them, and the pages show them with them.
 * Points are kept in hundredths ("centi-points", integers): 1 EUR of monthly fee is 1 point, so an
 * invoice of 549.00 EUR credits 54,900 centi-points, and the two decimals of §9 are exact.
 */

/** §9 "1 EUR monthly fee equals 1 point": centi-points per cent of a paid invoice. */
export const CENTI_POINTS_PER_CENT = 1;
/** §9 "Referral gives 1,000 points and 200 EUR credit each, up to 5 invited friends". */
export const REFERRAL_POINTS = 1_000;
export const REFERRAL_CREDIT_EUR = 200;
export const MAX_REWARDED_REFERRALS = 5;
/** §9 "EV booking gives 500 points once". */
export const EV_BOOKING_POINTS = 500;
/** §4 "2 Gold (from 2,500 points), 3 Platinum (from 10,000), 4 Black (from 50,000)"; Silver comes with the first subscription. */
export const LEVEL_THRESHOLDS: Readonly<Record<LoyaltyLevel, number>> = { Silver: 0, Gold: 2_500, Platinum: 10_000, Black: 50_000 };
/** §9 "Voucher redemption from 4,000 points, one voucher per booking, only on the first monthly rate, valid 1 year, not combinable". */
export const VOUCHER_MIN_POINTS = 4_000;
export const VOUCHER_VALIDITY_YEARS = 1;
/** §9 "Extra free km on final settlement (once): Gold 250, Platinum 500, Black 1,000". */
export const EXTRA_FREE_KILOMETRES: Readonly<Record<LoyaltyLevel, number>> = { Silver: 0, Gold: 250, Platinum: 500, Black: 1_000 };
/** §9 "Black: deductible maximum 500 EUR and free delivery instead of a 249 EUR fee" (cents). */
export const BLACK_MAX_DEDUCTIBLE_CENTS = 50_000;
export const DELIVERY_FEE_CENTS = 24_900;
/** §9 "Loyalty intro modal cookie 180 days". */
export const LOYALTY_INTRO_COOKIE = "portal-loyalty-intro-seen";
export const LOYALTY_INTRO_COOKIE_DAYS = 180;

export const toCentiPoints = (points: number): number => Math.round(points * 100);
export const fromCentiPoints = (centiPoints: number): number => centiPoints / 100;

/** Centi-points a paid invoice credits (§9: 1 EUR = 1 point); a credit note credits nothing. */
export function invoiceCentiPoints(amountCents: number): number {
  return Math.max(0, amountCents) * CENTI_POINTS_PER_CENT;
}

/**
 * Centi-points for the referred friend numbered `friendNumber` (1-based, in the order they
 * subscribed): 1,000 points each for the first five, none beyond (§9 "up to 5 invited friends").
 */
export function referralCentiPoints(friendNumber: number): number {
  return friendNumber >= 1 && friendNumber <= MAX_REWARDED_REFERRALS ? toCentiPoints(REFERRAL_POINTS) : 0;
}

/** The 200 EUR credit each side gets for a friend who subscribes, in cents; none beyond the fifth friend. */
export function referralCreditCents(friendNumber: number): number {
  return friendNumber >= 1 && friendNumber <= MAX_REWARDED_REFERRALS ? REFERRAL_CREDIT_EUR * 100 : 0;
}

/**
 * The level (§4). Reading chosen: the level follows the points collected in all, so spending
 * points on a reward never costs a level; Silver needs a first subscription (a lead alone is none),
 * and without one there is no level at all, whatever the points.
 */
export function loyaltyLevelOf(collectedCentiPoints: number, hasSubscription: boolean): LoyaltyLevel | null {
  if (!hasSubscription) return null;
  const points = fromCentiPoints(collectedCentiPoints);
  let reached: LoyaltyLevel = "Silver";
  for (const level of LOYALTY_LEVELS) if (points >= LEVEL_THRESHOLDS[level]) reached = level;
  return reached;
}

/** The index 0 to 3 of account.md §3 ("Level 1 or Silver … indexes 0 to 3"). */
export const levelIndex = (level: LoyaltyLevel): number => LOYALTY_LEVELS.indexOf(level);

/** The next level and the points still missing to it (rounded up when shown); null at Black. */
export function nextLevelOf(level: LoyaltyLevel, collectedCentiPoints: number): { level: LoyaltyLevel; missing: number } | null {
  const next = LOYALTY_LEVELS[levelIndex(level) + 1];
  if (!next) return null;
  return { level: next, missing: Math.max(0, LEVEL_THRESHOLDS[next] - fromCentiPoints(collectedCentiPoints)) };
}

/**
 * §9 "Points shown with up to 2 decimals, rounded up when no decimals": `decimals` shows up to two
 * (1.234,5), without them the points are rounded up (1.235), never down to a level not reached.
 */
export function formatPoints(points: number, locale: string, { decimals }: { decimals: boolean }): string {
  if (decimals) return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(Math.round(points * 100) / 100);
  // Rounding to hundredths first keeps a float error (0.1 + 0.2) from rounding up a whole point.
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.ceil(Math.round(points * 100) / 100));
}

/** §4 "A reward may be redeemed only if total points are at least the points needed". */
export function hasEnoughPoints(totalPoints: number, pointsNeeded: number): boolean {
  return totalPoints >= pointsNeeded;
}

export type RedeemRefusal = "insufficient_points" | "voucher_minimum" | "voucher_already_open";

/**
 * Whether a reward may be redeemed, else why not (§4, §9): enough points; a voucher only from
 * 4,000 points and, since a voucher is "one per booking" and "not combinable", not while the
 * customer still holds an unused, valid one.
 */
export function redeemRefusal(
  reward: { type: "mileage" | "voucher"; value: number },
  totalPoints: number,
  openVouchers: number,
): RedeemRefusal | null {
  if (reward.type === "voucher" && totalPoints < VOUCHER_MIN_POINTS) return "voucher_minimum";
  if (!hasEnoughPoints(totalPoints, reward.value)) return "insufficient_points";
  if (reward.type === "voucher" && openVouchers > 0) return "voucher_already_open";
  return null;
}

/** A voucher's last day: one year after it was redeemed (§9 "valid 1 year"), as YYYY-MM-DD. */
export function voucherValidUntil(redeemedDay: string): string {
  const [y, m, d] = redeemedDay.split("-").map(Number) as [number, number, number];
  // 29 February has no twin a year later: the voucher then runs to 28 February.
  const last = new Date(Date.UTC(y + VOUCHER_VALIDITY_YEARS, m - 1, d));
  if (last.getUTCMonth() !== m - 1) last.setUTCDate(0);
  return last.toISOString().slice(0, 10);
}

/**
 * §9 "only on the first monthly rate … not combinable": what a voucher takes off a booking's first
 * monthly rate (cents), never more than the rate; with another discount on the booking, nothing.
 */
export function voucherDeductionCents(voucherCents: number, firstMonthlyRateCents: number, otherDiscount: boolean): number {
  if (otherDiscount) return 0;
  return Math.min(voucherCents, Math.max(0, firstMonthlyRateCents));
}

/**
 * §9 "Extra free km on final settlement (once)": the extra kilometres a final settlement does not
 * charge, the level's unless an earlier settlement granted them (the mileage estimate's cost uses it).
 */
export function settlementFreeKilometres(level: LoyaltyLevel | null, alreadyGranted: boolean): number {
  return level && !alreadyGranted ? EXTRA_FREE_KILOMETRES[level] : 0;
}

/** deals.md §6, account.md §6/§9: Black gets the comprehensive insurance (Komfort Schutz) at no cost. */
export function hasFreeComfortProtection(level: LoyaltyLevel | null): boolean {
  return level === "Black";
}

/** §9 "Black: deductible maximum 500 EUR": the deductible a Black customer bears at most (cents). */
export function cappedDeductibleCents(deductibleCents: number | null, level: LoyaltyLevel | null): number | null {
  if (deductibleCents === null || level !== "Black") return deductibleCents;
  return Math.min(deductibleCents, BLACK_MAX_DEDUCTIBLE_CENTS);
}

/** §9 "free delivery instead of a 249 EUR fee" for Black; everyone else pays the delivery fee (cents). */
export function deliveryFeeCents(level: LoyaltyLevel | null): number {
  return level === "Black" ? 0 : DELIVERY_FEE_CENTS;
}

/** account.md §3 Loyalty benefit: minimum_level and only_for_current_level decide whom it is for. */
export interface BenefitAudience {
  minimumLevel: LoyaltyLevel;
  onlyForCurrentLevel: boolean;
}

/** A benefit a customer of `level` has: the level reached, and exactly it when only for the current level. */
export function hasBenefit(benefit: BenefitAudience, level: LoyaltyLevel | null): boolean {
  if (!level) return false;
  if (benefit.onlyForCurrentLevel) return benefit.minimumLevel === level;
  return levelIndex(level) >= levelIndex(benefit.minimumLevel);
}

/** The benefits a level's slide lists (§2 level slides): those a customer of that level has. */
export function benefitsOfLevel<B extends BenefitAudience>(benefits: readonly B[], level: LoyaltyLevel): B[] {
  return benefits.filter((b) => hasBenefit(b, level));
}
