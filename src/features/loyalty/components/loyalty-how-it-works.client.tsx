"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import type { Audience } from "@/lib/audience";
import { Dialog } from "@/ui/dialog.client";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { button } from "@/ui/recipes.css";
import { LOYALTY_INTRO_COOKIE, LOYALTY_INTRO_COOKIE_DAYS } from "../rules/loyalty-rules";
import * as styles from "./loyalty.css";

export const HOW_IT_WORKS_MODAL = "how-loyalty-works";
const HOW_IT_WORKS_SCREENS = 3;

function readIntroCookie(): boolean {
  return document.cookie.split("; ").some((part) => part.startsWith(`${LOYALTY_INTRO_COOKIE}=`));
}

/**
 * The how-it-works modal (account.md §4 "Modal screens with back and continue; the last continue
 * closes it"): opened by `?modal=how-loyalty-works`, by its button, and once as the intro modal
 * (§9 "Loyalty intro modal cookie 180 days"). Visitors get it too (`intro` off: only when asked for),
 * since the query opens it whoever follows the link.
 */
export function HowItWorks({ audience, intro = true }: { audience: Audience; intro?: boolean }) {
  const t = useTranslations("loyalty");
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams();
  const [open, setOpen] = useState(false);
  const [screen, setScreen] = useState(0);

  useEffect(() => {
    // After hydration: the cookie is the browser's, and the server renders the page closed.
    if (query.get("modal") === HOW_IT_WORKS_MODAL || (intro && !readIntroCookie())) setOpen(true);
  }, [query, intro]);

  const close = () => {
    setOpen(false);
    setScreen(0);
    document.cookie = `${LOYALTY_INTRO_COOKIE}=1; Max-Age=${LOYALTY_INTRO_COOKIE_DAYS * 24 * 60 * 60}; Path=/portal; SameSite=Lax`;
    if (query.get("modal") === HOW_IT_WORKS_MODAL) {
      const rest = new URLSearchParams(query);
      rest.delete("modal");
      router.replace(rest.size > 0 ? `${pathname}?${rest}` : pathname, { scroll: false });
    }
  };

  return (
    <InteractiveWhenHydrated>
      <p>
        <button type="button" className={button.tertiary} onClick={() => setOpen(true)}>
          {t("howItWorks.open")}
        </button>
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={t(`howItWorks.screens.${screen}.title`)}
        closeLabel={t("close")}
      >
        <p>{t(`howItWorks.screens.${screen}.text`, { audience })}</p>
        <p className={styles.meta}>{t("howItWorks.step", { n: screen + 1, total: HOW_IT_WORKS_SCREENS })}</p>
        <div className={styles.actions}>
          {screen > 0 ? (
            <button type="button" className={button.secondary} onClick={() => setScreen(screen - 1)}>
              {t("howItWorks.back")}
            </button>
          ) : null}
          <button type="button" className={button.primary} onClick={() => (screen + 1 < HOW_IT_WORKS_SCREENS ? setScreen(screen + 1) : close())}>
            {t("howItWorks.continue")}
          </button>
        </div>
      </Dialog>
    </InteractiveWhenHydrated>
  );
}
