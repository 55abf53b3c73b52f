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
 * deals.md section 8: "Data-load error dialog with a retry that reloads the page". Closing it
 * leads to the subscriptions list, so a page that keeps failing never traps the customer.
 */
export function DataLoadErrorDialog() {
  const t = useTranslations();
  const requested = useLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return (
    <Dialog open onOpenChange={(open) => !open && loadPortalPage(paths.mycars(locale))} title={t("errors.loadTitle")} description={t("errors.loadText")} closeLabel={t("dialog.close")}>
      <div className={styles.actions}>
        <button type="button" className={button.primary} onClick={() => window.location.reload()}>
          {t("errors.retry")}
        </button>
        <a className={button.secondary} href={`${BASE_PATH}${paths.mycars(locale)}`}>
          {t("errors.toMyCars")}
        </a>
      </div>
    </Dialog>
  );
}
