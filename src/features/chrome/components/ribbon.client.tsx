"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { isRibbonDismissed, isRibbonHiddenOnPath, RIBBON_DELAY_MS, ribbonDismissedCookie } from "../rules/ribbon";
import * as styles from "./ribbon.css";

/**
 * The header ribbon (account.md §2 Header, §9): decided in the browser (the page cache serves one
 * copy to every visitor, dismissed or not), shown 300 ms after the page is ready unless dismissed
 * or on a hidden path. It floats at the bottom of the viewport, so its late arrival shifts nothing.
 */
export function Ribbon({ text, link, partnerPath }: { text: string; link: { label: string; href: string } | null; partnerPath: string | null }) {
  const t = useTranslations("chrome");
  const pathname = usePathname();
  const [shown, setShown] = useState(false);
  const hidden = isRibbonHiddenOnPath(pathname, partnerPath);

  useEffect(() => {
    if (hidden || isRibbonDismissed(document.cookie)) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), RIBBON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hidden]);

  if (!shown) return null;
  const dismiss = () => {
    document.cookie = ribbonDismissedCookie(window.location.protocol === "https:");
    setShown(false);
  };
  return (
    <aside className={styles.ribbon} aria-label={t("ribbon")} data-ribbon="">
      <p className={styles.text}>
        {text}{" "}
        {link ? (
          <Link className={styles.link} href={link.href}>
            {link.label}
          </Link>
        ) : null}
      </p>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t("ribbonClose")}>
        ×
      </button>
    </aside>
  );
}
