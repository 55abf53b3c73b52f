import { callEndpoint } from "@/api/client";
import { useBff } from "@/api/use-bff";

/** POST /api/getLoyaltyInfo (account.md §7): 5 minutes dedupe, no retry, no focus revalidation (the catalogue's policy). */
export function useLoyaltyInfo(contactId: string) {
  return useBff("postLoyaltyInfo", { body: { contactId } });
}

/** GET /api/getLoyaltyBenefits: the reward groups, with the same policy. */
export function useLoyaltyRewards() {
  return useBff("getLoyaltyBenefits", {});
}

/** POST /api/redeemLoyaltyBenefits: one key per confirmation, so a repeated send redeems once. */
export function redeemLoyaltyReward(rewardName: string, idempotencyKey: string) {
  return callEndpoint("postRedeemLoyaltyBenefit", { body: { reward_action_name: rewardName }, idempotencyKey: idempotencyKey });
}

/** GET {voucher api}/referral_link/{email}: one retry (the catalogue's policy), quickly. */
export function useReferralLink(email: string | null, onError: () => void) {
  return useBff("getReferralLink", email ? { params: { email } } : null, { errorRetryInterval: 1_000, onError });
}
