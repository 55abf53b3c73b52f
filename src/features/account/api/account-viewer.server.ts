import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import type { SessionCustomer } from "@/bff/auth/session-customer";
import { getListedDeals } from "@/features/deals/api/deals.server";
import { getBusinessMembership } from "@/features/business/api/business.server";
import type { Locale } from "@/i18n/locales";
import { loyaltyEnabled as isLoyaltyEnabled } from "@/lib/env";
import { isLinkForViewer, type AccountViewer } from "../rules/account-visibility";

/**
 * What the account-visibility rules need to know about this request's viewer: the header, the
 * account navigation and the page gate all ask here, and the deals are read once per request.
 */
export const getAccountViewer = cache(
  timedLoader("data", async (customer: SessionCustomer | null, locale: Locale): Promise<AccountViewer> => {
    const loyaltyEnabled = isLoyaltyEnabled();
    if (!customer) return { locale, loyaltyEnabled, customer: null };
    // The customer's deals as their list shows them, a company car their role lets them act on
    // included: a company car's driver whose menus went by his own contracts had no technical
    // support, then support without "my drivers" (reviews F and G; account.md §4 ties the two).
    const [deals, membership] = await Promise.all([
      getListedDeals(customer.customerId),
      customer.audience === "b2b" ? getBusinessMembership(customer.customerId) : null,
    ]);
    return {
      locale,
      loyaltyEnabled,
      customer: {
        emailVerified: customer.emailVerified,
        dealVariants: deals.map((deal) => deal.variant),
        contactId: customer.contactId,
        email: customer.email,
        audience: customer.audience,
        business: membership ? { role: membership.role, portalShown: membership.settings.showForFinnUsers } : null,
      },
    };
  }),
);

/**
 * The site header's filter for links of its content: links to account entries
 * only as the viewer's visibility allows. A visitor, or a viewer whose deals cannot be read, sees
 * the content as it is (the account pages themselves ask to sign in or gate).
 */
export async function accountLinkFilter(customer: SessionCustomer | null | undefined, locale: Locale): Promise<(path: string) => boolean> {
  if (!customer) return () => true;
  const viewer = await getAccountViewer(customer, locale).catch(() => null);
  return viewer ? (path) => isLinkForViewer(path, viewer) : () => true;
}
