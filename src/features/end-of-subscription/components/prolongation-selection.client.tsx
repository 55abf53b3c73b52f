"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import type { Audience } from "@/lib/audience";
import * as form from "@/ui/form.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";
import { button } from "@/ui/recipes.css";
import type { ProlongationOffer } from "../rules/prolongation-offer";
import type { ProlongationFlowView } from "./use-prolongation-flow.client";
import * as styles from "./prolongation.css";

/** The selection: one option per term with its monthly price and discount; next goes to the overview. */
export function ProlongationSelection({ view, audience, offer }: { view: ProlongationFlowView; audience: Audience; offer: ProlongationOffer }) {
  const t = useTranslations("prolongation");
  const ids = useId();
  const { chosen, price } = view;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) view.setStep("overview");
      }}
    >
      <InteractiveWhenHydrated>
        <fieldset className={form.fieldset}>
          <legend className={form.label}>{t("selectionLegend", { audience })}</legend>
          {offer.kind === "legacy" ? <p className={styles.note}>{t("legacyNote", { audience })}</p> : null}
          {offer.options.map((option) => (
            <label key={option.term} className={styles.option}>
              <input
                type="radio"
                name={`${ids}-term`}
                value={option.term}
                checked={view.chosenTerm === option.term}
                onChange={() => view.setChosenTerm(option.term)}
              />
              <span className={styles.optionBody}>
                <span className={styles.optionTerm}>{t("months", { term: option.term })}</span>
                <span>
                  {t("perMonth", { price: price(option.price) })}{" "}
                  {option.discount > 0 ? <s className={styles.originalPrice}>{t("insteadOf", { price: price(option.original_price) })}</s> : null}
                </span>
                {option.discount > 0 ? (
                  <span className={styles.discount}>{t("discount", { audience, discount: price(option.discount) })}</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <p className={styles.note}>{t("vatNote", { audience })}</p>
        <div className={form.actions}>
          <button type="submit" className={button.primary} disabled={!chosen}>
            {t("next")}
          </button>
        </div>
      </InteractiveWhenHydrated>
    </form>
  );
}
