import type { PageContext } from "@/kernel/page-context";
import type { CtaFields } from "./cta.contract";
import { fillUrlTemplate } from "@/features/step-forms/public";
import { Link } from "@/ui/link.client";
import type { Locale } from "@/i18n/locales";
import { ModalLink } from "@/ui/modal-link";
import { button } from "@/ui/recipes.css";
import { VideoCta } from "./video-cta.lazy.client";
import { parseVideoSource, VIDEO_CTA_ACTION } from "./video-source";

/**
 * The CTA with the page's values in its link template, e.g. "/mycars/{subscription_id}/mileage"
 * (account.md §5 URL templates); null, with a warning, when the page lacks a value it needs.
 * Every place that shows a CTA entry (the CTA module, announcements, promos) goes through it.
 */
export function withFilledHref<T extends CtaFields>(cta: T, ctaId: string, context: Pick<PageContext, "customer" | "deal">): T | null {
  try {
    const href = cta.href && fillUrlTemplate(cta.href, { customer_id: context.customer?.customerId, subscription_id: context.deal?.id });
    return { ...cta, href };
  } catch (error) {
    console.warn(`CTA ${ctaId} not shown: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * A call to action from content. Portal paths ("/mycars") get the locale, and Next adds the base
 * path; absolute URLs open as plain links. A CTA that names a modal links to the current page
 * with `modalName`, which opens it on load (deals.md section 2). A CTA whose action is "video"
 * opens its `href` in a video modal (account.md §2).
 */
export function CtaLink({ cta, locale, currentPath }: { cta: CtaFields; locale: Locale; currentPath: string }) {
  // cta_type (account.md §3): a button in its variant, or a plain text link.
  const className = cta.ctaType === "button" ? button[cta.variant] : button.tertiary;
  const tracking = cta.trackingLocation ? { "data-tracking-location": cta.trackingLocation } : {};
  const newTab = cta.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};

  if (cta.ctaAction === VIDEO_CTA_ACTION) {
    const video = parseVideoSource(cta.href);
    // Content validation refuses other sources; this guards entries built in code.
    return video ? <VideoCta text={cta.text} video={video} className={className} tracking={cta.trackingLocation ?? undefined} /> : null;
  }
  if (cta.modal) {
    return (
      <ModalLink path={currentPath} name={cta.modal} className={className} {...tracking}>
        {cta.text}
      </ModalLink>
    );
  }
  const href = cta.href ?? "/";
  if (/^(https?:|mailto:|tel:)/.test(href)) {
    return (
      <a href={href} className={className} {...newTab} {...tracking}>
        {cta.text}
      </a>
    );
  }
  return (
    <Link href={`/${locale}${href === "/" ? "" : href}`} className={className} {...newTab} {...tracking}>
      {cta.text}
    </Link>
  );
}
