import { ANNOUNCEMENT_ROLES, isInDateWindow, viewerRole, type Viewer } from "@/features/announcements/rules/is-announcement-shown";

/** Promo audiences: the announcement roles and visitors without a session. */
export const PROMO_AUDIENCES = ["visitor", ...ANNOUNCEMENT_ROLES] as const;
export type PromoAudience = (typeof PROMO_AUDIENCES)[number];

export interface PromoConfig {
  startDate: string | null;
  endDate: string | null;
  /** Who may see it; empty: everyone, visitors included. */
  audiences: readonly PromoAudience[];
}

/**
 * Dynamic promos (account.md §2) change with who is looking and when: a promo shows inside its
 * date window (Europe/Berlin, as announcements) to the audiences it names, visitors without a
 * session being one of them. Deal rules (its `visibility`) are checked by the module.
 */
export function isPromoShown(config: PromoConfig, viewer: Viewer): boolean {
  if (!isInDateWindow(config, viewer.now)) return false;
  if (config.audiences.length === 0) return true;
  return config.audiences.includes(viewerRole(viewer) ?? "visitor");
}
