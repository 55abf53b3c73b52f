import "server-only";
import type { SessionCustomer } from "@/bff/auth/session-customer";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import { getBusinessMembership } from "@/features/business/api/business.server";
import type { ContentVersion } from "@/lib/page-cache/content-version";
import { customerDataTags } from "@/lib/private-cache/data-tags";

/**
 * The version a page declares for the caches (`portal-content-version`): its content's, and for a
 * customer also the tags of their data and their company's, which outdate the private cache's copy
 * (docs/performance.md "Private cache"). A content page and the not-found page declare it alike.
 */
export async function versionForViewer(version: ContentVersion | null, customer: SessionCustomer | null): Promise<ContentVersion | null> {
  if (!version || !customer) return version;
  const membership =
    customer.audience === "b2b" ? await getBusinessMembership((await getCurrentCustomer())?.customerId ?? customer.customerId) : null;
  return { ...version, tags: [...version.tags, ...customerDataTags(customer.userId, membership ? [membership.id] : [])] };
}
