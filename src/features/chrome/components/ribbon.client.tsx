"use client";

import { Link } from "@/ui/link.client";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { isClubPath, isRibbonHiddenOnPath, ribbonDismissedCookie } from "../rules/ribbon";
import * as styles from "./ribbon.css";
import { CloseIcon } from "@/ui/icons";

/**
 * The header ribbon (account.md §2 Header, §9). Rendered on the server in the page's flow, so its
 * space is there from the first paint (nothing moves); it becomes visible 300 ms later (a CSS
 * delay, `RIBBON_DELAY_MS`). A visitor who closed it sends the dismissed cookie, which takes the
 * request past the page cache, and the server leaves the ribbon out (`dismissed`). The path rule
 * is checked here, on the server's render and on every client navigation.
 */
export function Ribbon({
  text,
  link,
  partnerPath,
  dismissed,
}: {
  text: string;
  link: { label: string; href: string } | null;
  partnerPath: string | null;
  dismissed: boolean;
}) {
  const t = useTranslations("chrome");
  const pathname = usePathname();
  const [closed, setClosed] = useState(dismissed);
  // account.md §2 Header: a /club page "sets a dismissed cookie" (30 days), as closing the ribbon does.
  useEffect(() => {
    if (isClubPath(pathname)) document.cookie = ribbonDismissedCookie(window.location.protocol === "https:");
  }, [pathname]);
  if (closed || isRibbonHiddenOnPath(pathname, partnerPath)) return null;
  const dismiss = () => {
    document.cookie = ribbonDismissedCookie(window.location.protocol === "https:");
    setClosed(true);
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
        <CloseIcon />
      </button>
    </aside>
  );
}
