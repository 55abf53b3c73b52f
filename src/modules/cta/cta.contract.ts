import { defineContract, readEntry, type CheckedEntry } from "@/cms/module-contract";
import { parseVideoSource, VIDEO_CTA_ACTION } from "./video-source";

export const CTA_TYPES = ["link", "button"] as const;
export const CTA_VARIANTS = ["primary", "secondary", "tertiary"] as const;

export interface CtaFields {
  text: string;
  href: string | null;
  ctaType: (typeof CTA_TYPES)[number];
  newTab: boolean;
  modal: string | null;
  ctaAction: string | null;
  variant: (typeof CTA_VARIANTS)[number];
  withBorder: boolean;
  moveUp: boolean;
  moveDown: boolean;
  trackingLocation: string | null;
}

/** A CTA linked from another entry (an announcement, a promo, a grid), with its id. */
export type LinkedCta = CtaFields & { id: string };

export const ctaContract = defineContract({
  contentType: "cta",
  // The video modal plays only the sources the page's Content-Security-Policy names.
  validate: (entry) =>
    entry.text("ctaAction") === VIDEO_CTA_ACTION && !parseVideoSource(entry.text("href"))
      ? [`${entry.text("href") ?? "no href"} is not a video the portal can play`]
      : [],
  fields: (entry): CtaFields => ({
    text: entry.requiredText("text"),
    href: entry.text("href"),
    ctaType: entry.oneOf("ctaType", CTA_TYPES) ?? "link",
    newTab: entry.flag("newTab"),
    modal: entry.text("modal"),
    ctaAction: entry.text("ctaAction"),
    variant: entry.oneOf("variant", CTA_VARIANTS) ?? "primary",
    withBorder: entry.flag("withBorder"),
    moveUp: entry.flag("moveUp"),
    moveDown: entry.flag("moveDown"),
    trackingLocation: entry.text("trackingLocation"),
  }),
});

/** The CTA an entry links in `field`, checked like a CTA module; null when none is linked. */
export function linkedCta(entry: CheckedEntry, field: string): LinkedCta | null {
  const cta = entry.link(field);
  return cta && { id: cta.id, ...readEntry(ctaContract, cta) };
}
