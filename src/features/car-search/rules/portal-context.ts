/**
 * What the portal's links hand the car search beside the filters (deals.md §1, §2): a delivery-delay
 * alternative (`VoucherCode` with the window) or a swap (`previous_subscription_id` with the window,
 * optional `company_id`). Kept on every filter change so the note and the window stay.
 */
export const PORTAL_PARAMS = ["VoucherCode", "previous_subscription_id", "company_id"] as const;

export type PortalIntent =
  | { kind: "voucher"; code: string; from: string | null; to: string | null }
  | { kind: "swap"; previousSubscriptionId: string; companyId: string | null; from: string | null; to: string | null }
  | null;

const SAFE_VALUE = /^[A-Za-z0-9._-]{1,64}$/;

/** The portal's intent of a search URL; values that are not plain ids are ignored, never shown. */
export function portalIntentOf(
  query: Readonly<Record<string, string | undefined>>,
  window: { from: string | null; to: string | null },
): PortalIntent {
  const voucher = query.VoucherCode?.trim();
  if (voucher && SAFE_VALUE.test(voucher)) return { kind: "voucher", code: voucher, ...window };
  const previous = query.previous_subscription_id?.trim();
  if (previous && SAFE_VALUE.test(previous)) {
    const company = query.company_id?.trim();
    return { kind: "swap", previousSubscriptionId: previous, companyId: company && SAFE_VALUE.test(company) ? company : null, ...window };
  }
  return null;
}

/** The portal's parameters of the URL, to carry over into the next filter URL. */
export function portalParamsOf(query: Readonly<Record<string, string | undefined>>): [string, string][] {
  return PORTAL_PARAMS.flatMap((key) => {
    const value = query[key];
    return value !== undefined && SAFE_VALUE.test(value) ? [[key, value] as [string, string]] : [];
  });
}
