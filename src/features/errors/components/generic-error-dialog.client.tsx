"use client";

import { useLocale, useTranslations } from "next-intl";
import { hasLocale } from "next-intl";
import { routing } from "@/i18n/routing";
import { loadPortalPage } from "@/lib/navigate";
import { BASE_PATH, paths } from "@/lib/paths";
import { Dialog } from "@/ui/dialog";
import { button } from "@/ui/recipes.css";
import * as styles from "./data-load-error-dialog.css";

/**
 * The generic error modal of deals.md §7 ("Vehicle details load: … anything else opens a generic
 * error modal") with the generic unexpected-error text of account.md §8 (refresh and try again).
 * Like the data-load dialog, closing it leads to the subscriptions list.
 */
export function GenericErrorDialog() {
  const t = useTranslations();
  const requested = useLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return (
    <Dialog open onOpenChange={(open) => !open && loadPortalPage(paths.mycars(locale))} title={t("errors.genericTitle")} description={t("errors.genericText")} closeLabel={t("dialog.close")}>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </button>
        <a className={button.secondary} href={`${BASE_PATH}${paths.mycars(locale)}`}>
          {t("errors.toMyCars")}
        </a>
      </div>
    </Dialog>
  );
}
