/**
 * The components of this feature that modules place on a page. A lazy wrapper (`*.lazy.client.tsx`)
 * is re-exported as it is, so its code still loads on demand.
 */
export { LoyaltyProgramme } from "./components/loyalty-programme.lazy.client";
export { LoyaltyHowItWorks } from "./components/loyalty-how-it-works.lazy.client";
export { ReferralPage } from "./components/referral-page";
