import "server-only";
import { cache } from "react";
import { timedLoader } from "@/lib/server-timing";
import type { SessionCustomer } from "@/bff/auth/session-customer";
import { getCustomerDeals } from "@/features/deals/api/deals.server";
import type { Locale } from "@/i18n/locales";
import { loyaltyEnabled as isLoyaltyEnabled } from "@/lib/env";
import type { AccountViewer } from "../rules/account-visibility";

/**
 * What the account-visibility rules need to know about this request's viewer: the header, the
 * account navigation and the page gate all ask here, and the deals are read once per request.
 */
export const getAccountViewer = cache(
  timedLoader("data", async (customer: SessionCustomer | null, locale: Locale): Promise<AccountViewer> => {
    const loyaltyEnabled = isLoyaltyEnabled();
    if (!customer) return { locale, loyaltyEnabled, customer: null };
    const deals = await getCustomerDeals(customer.customerId);
    return {
      locale,
      loyaltyEnabled,
      customer: {
        emailVerified: customer.emailVerified,
        dealVariants: deals.map((deal) => deal.variant),
        contactId: customer.contactId,
        email: customer.email,
        audience: customer.audience,
      },
    };
  }),
);
