/**
 * Loyalty and referral on the wire (account.md §3 Loyalty info, Loyalty benefit, Reward group,
 * Referral voucher). No imports: the database schema reads the enumerations from here.
 */

/** account.md §3 Loyalty info: "Level 1 or Silver, Level 2 or Gold, Level 3 or Platinum, Level 4 or Black; indexes 0 to 3". */
export const LOYALTY_LEVELS = ["Silver", "Gold", "Platinum", "Black"] as const;
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number];

/** Where points come from (account.md §9), and what spends them (a redeemed reward). */
export const LEDGER_KINDS = ["carried_over", "invoice", "referral", "ev_booking", "redemption"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** account.md §7 POST /api/getLoyaltyInfo: "level and total_coins; null on error". */
export interface LoyaltyInfo {
  /** Null before a first subscription (§4: Silver comes with the first subscription). */
  level: LoyaltyLevel | null;
  /** The points that can be spent, up to two decimals. */
  total_coins: number;
  /** The points collected in all (the level is reached by these; spending does not lower it). */
  collected_coins: number;
  /** The customer's vouchers from rewards (code, validity), newest first. */
  vouchers: RedeemedVoucher[];
}

export const REWARD_TYPES = ["mileage", "voucher"] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** account.md §3 Reward group option: name (the reward_action_name), value (points needed), description, image. */
export interface RewardOption {
  name: string;
  value: number;
  description: string;
  /** The icon the portal draws for it (an icon name, not a URL). */
  image: string;
  /** Free kilometres a mileage reward adds, or the voucher's amount in EUR. */
  amount: number;
}

/** account.md §3 Reward group: type (mileage, voucher) and its options. */
export interface RewardGroup {
  type: RewardType;
  options: RewardOption[];
}

/** A reward the customer redeemed: a voucher has a code and a validity, a mileage reward neither. */
export interface RedeemedVoucher {
  code: string;
  amount: number;
  valid_until: string;
  used: boolean;
}

/** POST /api/redeemLoyaltyBenefits' answer (only 200 is accepted, account.md §7). */
export interface Redemption {
  reward_action_name: string;
  type: RewardType;
  points: number;
  total_coins: number;
  voucher: RedeemedVoucher | null;
}

/** account.md §3 Referral voucher: the voucher a referred friend books with. */
export interface ReferralVoucher {
  code: string;
  is_valid: boolean;
  value_rel: number;
  voucherType: "relative-value";
  voucherAmount: number;
  originalAmount: number;
}

/** One invited friend, as the referrer sees it (no name or email of the friend). */
export interface ReferredFriend {
  id: string;
  subscribed: boolean;
  /** The credit of 200 EUR granted to the referrer for this friend (0 beyond the fifth). */
  credit: number;
  points: number;
}

/** GET {voucher api}/referral_link/{email}: the link, the voucher it carries and the friends so far. */
export interface ReferralLink {
  link: string;
  voucher: ReferralVoucher;
  friends: ReferredFriend[];
}

/** Icons a benefit may name in content (the portal draws them; no asset links). */
export const BENEFIT_ICONS = ["star", "road", "shield", "truck", "gift", "phone"] as const;
export type BenefitIcon = (typeof BENEFIT_ICONS)[number];

/** account.md §3 Loyalty benefit, as content delivers it (camelCase fields of the content type). */
export interface LoyaltyBenefitContent {
  id: string;
  minimumLevel: LoyaltyLevel;
  onlyForCurrentLevel: boolean;
  promoTitle: string | null;
  displayTitle: string;
  displaySubtitle: string | null;
  modalTitle: string | null;
  modalDescription: string | null;
  icon: BenefitIcon | null;
}
