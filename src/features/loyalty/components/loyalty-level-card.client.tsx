"use client";

import { useTranslations } from "next-intl";
import type { Audience } from "@/lib/audience";
import { LEVEL_THRESHOLDS, levelIndex } from "../rules/loyalty-rules";
import type { LoyaltyProgrammeView } from "./use-loyalty-programme.client";
import * as styles from "./loyalty.css";

/** The level card: the level, the points balance and the way to the next level (silent when the info failed, §8). */
export function LoyaltyLevelCard({ view, audience }: { view: LoyaltyProgrammeView; audience: Audience }) {
  const t = useTranslations("loyalty");
  const { info, level, next, format } = view;
  const data = info.data;
  return (
    <section className={styles.card} aria-labelledby="loyalty-level">
      <h2 id="loyalty-level" className={styles.level}>
        {data && level ? t("levelName", { level: t(`levels.${level}`), index: levelIndex(level) + 1 }) : t("levelCard", { audience })}
      </h2>
      {info.isLoading ? (
        <p role="status">{t("loading")}</p>
      ) : !data ? (
        // §8 "Loyalty info and benefits failures return null silently": the card says no more than this.
        <p>{t("unavailable", { audience })}</p>
      ) : (
        <>
          <p className={styles.points} data-testid="loyalty-points">
            {t("points", { points: format.points(data.total_coins) })}
          </p>
          {!level ? <p>{t("noLevel", { audience })}</p> : null}
          {level && next ? (
            <>
              <progress
                className={styles.progress}
                max={LEVEL_THRESHOLDS[next.level]}
                value={data.collected_coins}
                aria-label={t("progressLabel", { level: t(`levels.${next.level}`) })}
              />
              {/* The level follows the points collected, the balance above what is left after rewards:
                  both are named, so a balance of 8.848,5 and "152 to Platinum" add up. */}
              <p className={styles.meta}>
                {t("toNext", {
                  collected: format.points(data.collected_coins),
                  points: format.wholePoints(next.missing),
                  level: t(`levels.${next.level}`),
                })}
              </p>
            </>
          ) : null}
          {level && !next ? <p className={styles.meta}>{t("topLevel", { audience })}</p> : null}
        </>
      )}
    </section>
  );
}
