"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { Dialog } from "@/ui/dialog.client";
import { button } from "@/ui/recipes.css";
import { hasBenefit } from "../rules/loyalty-rules";
import type { LoyaltyBenefitContent } from "../types";
import type { LoyaltyProgrammeView } from "./use-loyalty-programme.client";
import * as styles from "./loyalty.css";

/** My benefits: those of the customer's level, each with its details in a modal when content gives them. */
export function LoyaltyBenefits({ view, audience, benefits }: { view: LoyaltyProgrammeView; audience: Audience; benefits: LoyaltyBenefitContent[] }) {
  const t = useTranslations("loyalty");
  const mine = benefits.filter((b) => hasBenefit(b, view.level));
  return (
    <section aria-labelledby="loyalty-my-benefits">
      <h2 id="loyalty-my-benefits" className={styles.level}>
        {t("myBenefits")}
      </h2>
      {mine.length === 0 ? (
        <p>{t("noBenefits", { audience })}</p>
      ) : (
        <ul className={styles.list}>
          {mine.map((benefit) => (
            <li key={benefit.id} className={styles.item}>
              <div>
                <p className={styles.name}>{benefit.displayTitle}</p>
                {benefit.displaySubtitle ? <p className={styles.meta}>{benefit.displaySubtitle}</p> : null}
              </div>
              {benefit.modalTitle && benefit.modalDescription ? (
                <button type="button" className={button.tertiary} onClick={() => view.setOpenBenefit(benefit)}>
                  {t("more", { title: benefit.displayTitle })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A benefit's details. */
export function BenefitDialog({ view }: { view: LoyaltyProgrammeView }) {
  const t = useTranslations("loyalty");
  const { openBenefit } = view;
  return (
    <Dialog
      open={openBenefit !== null}
      onOpenChange={(open) => (open ? undefined : view.setOpenBenefit(null))}
      title={openBenefit?.modalTitle ?? ""}
      closeLabel={t("close")}
    >
      <p>{openBenefit?.modalDescription}</p>
    </Dialog>
  );
}
