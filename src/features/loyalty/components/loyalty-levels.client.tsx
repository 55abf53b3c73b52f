"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { benefitsOfLevel, EXTRA_FREE_KILOMETRES, LEVEL_THRESHOLDS, levelIndex } from "../rules/loyalty-rules";
import { LOYALTY_LEVELS, type LoyaltyBenefitContent } from "../types";
import type { LoyaltyProgrammeView } from "./use-loyalty-programme.client";
import * as styles from "./loyalty.css";

/** How to collect points. */
export function HowToCollect({ audience }: { audience: Audience }) {
  const t = useTranslations("loyalty");
  return (
    <section aria-labelledby="loyalty-collect">
      <h2 id="loyalty-collect" className={styles.level}>
        {t("howToCollect", { audience })}
      </h2>
      <ul>
        <li>{t("collect.invoice")}</li>
        <li>{t("collect.referral")}</li>
        <li>{t("collect.ev")}</li>
      </ul>
    </section>
  );
}

/** The level slides: each level's threshold, extra kilometres and benefits, the customer's marked current. */
export function LevelSlides({ view, benefits }: { view: LoyaltyProgrammeView; benefits: LoyaltyBenefitContent[] }) {
  const t = useTranslations("loyalty");
  const { level, format } = view;
  return (
    <section aria-labelledby="loyalty-levels">
      <h2 id="loyalty-levels" className={styles.level}>
        {t("levelsTitle")}
      </h2>
      {/* It scrolls sideways where the four levels do not fit: a keyboard reaches it (axe "scrollable-region-focusable"). */}
      <ol className={styles.slides} aria-label={t("levelsTitle")} tabIndex={0}>
        {LOYALTY_LEVELS.map((slide) => (
          <li key={slide} className={styles.card} aria-current={slide === level ? "true" : undefined}>
            <h3 className={styles.name}>{t("levelName", { level: t(`levels.${slide}`), index: levelIndex(slide) + 1 })}</h3>
            <p className={styles.meta}>
              {slide === "Silver" ? t("silverThreshold") : t("threshold", { points: format.wholePoints(LEVEL_THRESHOLDS[slide]) })}
            </p>
            <ul>
              {EXTRA_FREE_KILOMETRES[slide] > 0 ? <li>{t("extraKm", { km: EXTRA_FREE_KILOMETRES[slide] })}</li> : null}
              {benefitsOfLevel(benefits, slide).map((benefit) => (
                <li key={benefit.id}>{benefit.promoTitle ?? benefit.displayTitle}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
