import { getTranslations } from "next-intl/server";
import type { Audience } from "@/lib/audience";
import { buildPath, endpoints } from "@/api/endpoints";
import { fileLinkIn } from "@/api/file-download";
import type { Locale } from "@/i18n/locales";
import { Dialog } from "@/ui/dialog.lazy.client";
import { button } from "@/ui/recipes.css";
import * as styles from "@/ui/status-block.css";

/**
 * "Du bist verhindert?" (deals.md §2 order status): how another person can take the car over, with
 * the power of attorney to print, filled in with the customer, the car and the planned delivery.
 */
export async function PowerOfAttorney({ dealId, audience, locale }: { dealId: string; audience: Audience; locale: Locale }) {
  const [t, tDialog] = await Promise.all([
    getTranslations({ locale, namespace: "powerOfAttorney" }),
    getTranslations({ locale, namespace: "dialog" }),
  ]);
  const steps = [t("step1", { audience }), t("step2", { audience }), t("step3")];
  return (
    <Dialog
      title={t("title")}
      description={t("text", { audience })}
      closeLabel={tDialog("close")}
      trigger={
        <button type="button" className={button.tertiary}>
          {t("action", { audience })}
        </button>
      }
    >
      <ol className={styles.facts}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>
        <a className={button.primary} href={fileLinkIn(buildPath(endpoints.getPowerOfAttorneyFile.path, { id: dealId }), locale)} download>
          {t("download")}
        </a>
      </p>
    </Dialog>
  );
}
