"use client";

import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Audience } from "@/lib/audience";
import { button } from "@/ui/recipes.css";
import { isAppBannerShown, isSuppressedByQuery } from "../rules/app-smart-banner";
import * as styles from "./app-smart-banner.css";
import { CloseIcon } from "@/ui/icons";

/** Remembered for the browser tab: a web view opened with `no_banner=true` stays without it. */
const SUPPRESSED_KEY = "portal-app-banner-suppressed";
/** setTimeout's longest delay; a later hide time is re-checked on the next page anyway. */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * The app smart banner (deals.md §2, §4) for signed-in customers on small screens: opens the
 * current page in the app, hides at `hidesAt` (half the session's lifetime), never shows with
 * `no_banner=true`, and can be closed. The deep link is the plain one: the spec's call that adds
 * an auth token has no path, so the app asks for sign-in itself.
 */
export function AppSmartBanner({ appLink, hidesAt, audience }: { appLink: string; hidesAt: number; audience: Audience }) {
  const t = useTranslations("appBanner");
  const query = useSearchParams();
  const pathname = usePathname();
  // Rendered only after mount: storage and the clock are the browser's, so the server renders nothing.
  const [state, setState] = useState<{ suppressed: boolean; now: number } | null>(null);

  useEffect(() => {
    if (isSuppressedByQuery(query)) sessionStorage.setItem(SUPPRESSED_KEY, "true");
    setState({ suppressed: sessionStorage.getItem(SUPPRESSED_KEY) === "true", now: Date.now() });
  }, [query]);

  useEffect(() => {
    const delay = hidesAt - Date.now();
    if (delay <= 0 || delay > MAX_DELAY) return;
    const timer = setTimeout(() => setState((current) => current && { ...current, now: Date.now() }), delay);
    return () => clearTimeout(timer);
  }, [hidesAt]);

  // The marker says whether the banner decided, and how (tests wait for it; it renders nothing visible).
  if (!state) return <span hidden data-app-banner="pending" />;
  if (!isAppBannerShown({ now: state.now, hidesAt, suppressed: state.suppressed }))
    return <span hidden data-app-banner={state.suppressed ? "suppressed" : "expired"} />;
  const close = () => {
    sessionStorage.setItem(SUPPRESSED_KEY, "true");
    setState({ ...state, suppressed: true });
  };
  return (
    <aside className={styles.banner} aria-label={t("label")} data-app-banner="shown">
      <p className={styles.text}>
        <span className={styles.title}>{t("title")}</span>
        <span className={styles.notOnPhones}>{t("text", { audience })}</span>
      </p>
      {/* The short label on phones; the name stays the whole one. */}
      <a className={`${button.primary} ${styles.open}`} href={`${appLink}${pathname}`} aria-label={t("open")}>
        <span className={styles.notOnPhones}>{t("open")}</span>
        <span className={styles.onlyOnPhones}>{t("openShort")}</span>
      </a>
      <button type="button" className={styles.close} aria-label={t("close")} onClick={close}>
        <CloseIcon />
      </button>
    </aside>
  );
}
