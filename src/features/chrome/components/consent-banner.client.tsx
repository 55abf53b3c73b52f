"use client";

import { Link } from "@/ui/link.client";
import { useEffect, useRef, useState } from "react";
import type { ConsentChoice } from "@/lib/analytics/consent";
import { chooseConsent, currentConsent, OPEN_CONSENT_EVENT, openConsentSettings } from "@/lib/analytics/track";
import { ABOVE_MODAL_ATTRIBUTE, MODAL_BOTTOM_INSET_VAR } from "@/ui/layers";
import { button } from "@/ui/recipes.css";
import type { ConsentBannerContent } from "../rules/consent-content";
import * as styles from "./consent-banner.css";

/**
 * The consent banner: shown until the visitor chooses "accept all" or "only necessary"
 * (stored in the `portal-cookie-consent` cookie for 12 months, `lib/analytics/consent.ts`); until
 * then no tracking event leaves the page. The server's HTML is the same for everyone (the page
 * cache keeps one copy), so it holds the banner undecided: shown from the first paint to a visitor
 * who has not chosen by the inline mark of `ConsentBannerSlot`, hidden from one who has, and
 * decided from the cookie once hydrated (its buttons work from then on). A labelled region
 * placed first in the page, so keyboard and screen-reader users meet it first; not a modal: the
 * page stays usable. "Cookie settings" in the footer opens it again, with focus on it.
 *
 * Over a modal dialog (the sign-in dialog that "Zu meinen Abos", deep links and
 * the password reset land on): the spec is silent (account.md §2), so as a polished product does,
 * both stay usable. The banner stays above the dialog layer and takes its own clicks (a choice in
 * it is not a press outside the dialog), and the dialog keeps to the viewport above the banner,
 * whose height the banner publishes while it shows (`ui/layers.ts`).
 */
export function ConsentBanner({ content, privacyHref }: { content: ConsentBannerContent; privacyHref: string }) {
  // null: undecided, as in the server's HTML, until the cookie is read after hydration.
  const [open, setOpen] = useState<boolean | null>(null);
  const region = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);

  useEffect(() => {
    setOpen(currentConsent() === null);
    const reopen = () => {
      focusOnOpen.current = true;
      setOpen(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  useEffect(() => {
    const element = region.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const publish = () => {
      const top = element.getBoundingClientRect().top;
      root.style.setProperty(MODAL_BOTTOM_INSET_VAR, `${Math.max(0, Math.ceil(window.innerHeight - top))}px`);
    };
    publish();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(publish);
    observer?.observe(element);
    window.addEventListener("resize", publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", publish);
      root.style.removeProperty(MODAL_BOTTOM_INSET_VAR);
    };
  }, [open]);

  useEffect(() => {
    if (open && focusOnOpen.current) {
      focusOnOpen.current = false;
      region.current?.focus();
    }
  }, [open]);

  if (open === false) return null;
  const choose = (choice: ConsentChoice) => {
    chooseConsent(choice);
    setOpen(false);
  };
  return (
    <section
      ref={region}
      className={styles.banner}
      aria-labelledby="consent-banner-title"
      tabIndex={-1}
      data-testid="consent-banner"
      {...{ [ABOVE_MODAL_ATTRIBUTE]: "" }}
      // A live region is one a modal dialog leaves to assistive technology (Radix hides the rest of
      // the page with the aria-hidden package, which keeps `[aria-live]`): the banner drawn above the
      // dialogs and usable there is reachable by a screen reader there too.
      aria-live="polite"
      data-undecided={open === null ? "" : undefined}
    >
      <h2 id="consent-banner-title" className={styles.title}>
        {content.title}
      </h2>
      <p className={styles.text}>
        {content.text}{" "}
        <Link className={styles.link} href={privacyHref}>
          {content.privacyLabel}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => choose("all")} disabled={open === null}>
          {content.acceptAllLabel}
        </button>
        <button type="button" className={button.secondary} onClick={() => choose("necessary")} disabled={open === null}>
          {content.necessaryOnlyLabel}
        </button>
      </div>
    </section>
  );
}

/** The footer's "Cookie-Einstellungen": opens the banner again to change the choice. */
export function ConsentSettingsButton({ label }: { label: string }) {
  return (
    <button type="button" className={styles.settings} onClick={openConsentSettings}>
      {label}
    </button>
  );
}
