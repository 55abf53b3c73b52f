"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { BACK_FROM_PRODUCT_KEY, backFromProductTarget } from "../rules/ribbon";
import * as styles from "./site-header.css";
import { ArrowLeftIcon } from "@/ui/icons";

/** The phone header's back button, shown when a back-from-product value is stored (account.md §2). */
export function BackFromProduct() {
  const t = useTranslations("chrome");
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    try {
      setTarget(backFromProductTarget(window.sessionStorage.getItem(BACK_FROM_PRODUCT_KEY)));
    } catch {
      setTarget(null); // storage blocked: no back button
    }
  }, []);
  // The slot keeps its width either way, so the button's arrival moves nothing in the bar.
  return (
    <span className={styles.backSlot}>
      {target ? (
        // A full navigation: the stored path is the browser's own (base path included).
        <a className={styles.iconButton} href={target} aria-label={t("back")}>
          <ArrowLeftIcon width={24} height={24} />
        </a>
      ) : null}
    </span>
  );
}
