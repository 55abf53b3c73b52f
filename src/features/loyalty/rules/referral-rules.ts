import type { ReferralVoucher } from "../types";
import { REFERRAL_CREDIT_EUR } from "./loyalty-rules";

/**
 * The referral voucher a friend books with (account.md §3 Referral voucher): a relative value off
 * the first monthly rate, up to the 200 EUR credit of §9.
 */
export const REFERRAL_VOUCHER: Omit<ReferralVoucher, "code" | "is_valid"> = {
  value_rel: 100,
  voucherType: "relative-value",
  voucherAmount: REFERRAL_CREDIT_EUR,
  originalAmount: REFERRAL_CREDIT_EUR,
};

/** The German word of the shared link; account.md §7 "the word einladen is replaced by invite". */
export const INVITE_WORD_DE = "einladen";
export const INVITE_WORD_EN = "invite";

/** The link a customer shares: the shop's invitation page with the code (German wording, as served). */
export function referralLinkOf(origin: string, code: string): string {
  return `${origin}/${INVITE_WORD_DE}/${encodeURIComponent(code)}`;
}

/** The link as a customer reads it: in English "einladen" becomes "invite" (account.md §7). */
export function localizedReferralLink(link: string, locale: string): string {
  return locale.startsWith("de") ? link : link.replaceAll(INVITE_WORD_DE, INVITE_WORD_EN);
}

/** A referral code as `referralCodeOf` makes it: FREUND- and 8 characters without look-alikes. */
export const REFERRAL_CODE_PATTERN = /^FREUND-[A-HJ-NP-Z2-9]{8}$/;

/**
 * A partner's code (account.md §5 "the old surcharge is waived with a referral code starting with
 * dbb_"): the same landing keeps it, with the prefix as the rule reads it. The spec shows no more
 * of the partner programme, so the registration's surcharge note is all it changes.
 */
export const PARTNER_CODE_PATTERN = /^dbb_[a-z0-9-]{2,32}$/i;

/** A partner code as a link carries it, its prefix written as the rule reads it; null when it cannot be one. */
export function partnerCodeFrom(value: string | null | undefined): string | null {
  const code = (value ?? "").trim();
  return PARTNER_CODE_PATTERN.test(code) ? `dbb_${code.slice(4)}` : null;
}

/** The code of a shared link or a typed one, spelled as issued; null when it cannot be one. */
export function referralCodeFrom(value: string | null | undefined): string | null {
  const code = (value ?? "").trim().toUpperCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : null;
}
