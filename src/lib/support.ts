/**
 * The customer service line named in error texts (account.md §8: "plus the support phone").
 * Content carries the emergency numbers; this is the general support number, 8 to 20, 7 days.
 */
export const SUPPORT_PHONE = "+49 89 1234 5600";
export const SUPPORT_PHONE_HREF = `tel:${SUPPORT_PHONE.replace(/\s/g, "")}`;
