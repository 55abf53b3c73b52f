"use client";

import { hasLocale, useLocale, useTranslations } from "next-intl";
import { routing } from "@/i18n/routing";
import { loadPortalPage } from "@/lib/navigate";
import { BASE_PATH, paths } from "@/lib/paths";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import * as styles from "./data-load-error-dialog.css";

const TEXTS = {
  load: { title: "errors.loadTitle", text: "errors.loadText", action: "errors.retry" },
  generic: { title: "errors.genericTitle", text: "errors.genericText", action: "errors.reload" },
} as const;

/**
 * A page that could not be shown: the dialog offers to reload it, or to go to the subscriptions
 * list, where closing it leads too, so a page that keeps failing never traps the customer.
 */
export function ReloadErrorDialog({ kind }: { kind: keyof typeof TEXTS }) {
  const t = useTranslations();
  const requested = useLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const texts = TEXTS[kind];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && loadPortalPage(paths.mycars(locale))}
      title={t(texts.title)}
      description={t(texts.text)}
      closeLabel={t("dialog.close")}
    >
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => window.location.reload()}>
          {t(texts.action)}
        </button>
        <a className={button.secondary} href={`${BASE_PATH}${paths.mycars(locale)}`}>
          {t("errors.toMyCars")}
        </a>
      </div>
    </Dialog>
  );
}
