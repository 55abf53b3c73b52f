"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useOptimistic, useTransition, type ReactNode } from "react";
import { BODY_TYPES, FUELS, TERMS, type BodyType, type Fuel, type Term } from "../types";
import { carQueryString, type CarQuery } from "../rules/car-query";
import { formatMoney } from "@/lib/money";
import type { Locale } from "@/i18n/locales";
import * as form from "@/ui/form.css";
import { button } from "@/ui/recipes.css";
import * as styles from "./car-search.css";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

/** Choices of the price filter, whole euros a month. */
const MAX_PRICES = [300, 400, 500, 600, 700] as const;

export type FilterValues = Pick<
  CarQuery,
  "brand" | "model" | "fuel" | "body_type" | "term" | "max_price" | "has_hitch" | "on_offer" | "sort" | "available_from" | "available_to" | "view"
>;

/**
 * The filters, kept in the URL: each change opens `/subscribe?…` with every filter spelled out
 * (a site link's preset included) and the portal's parameters carried over. While the next page
 * renders, the results are marked busy and a status says so.
 */
export function CarSearchFilters({ values: current, carried, children }: { values: FilterValues; carried: [string, string][]; children: ReactNode }) {
  const t = useTranslations("carSearch");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  // The controls show the choice at once; the URL's values return once the next page is rendered.
  const [values, setValues] = useOptimistic(current);

  function open(next: Partial<FilterValues>) {
    const chosen = { ...values, ...next };
    const query = carQueryString({ ...chosen, offset: 0 });
    const portal = new URLSearchParams(carried).toString();
    const search = [query, portal].filter(Boolean).join("&");
    startTransition(() => {
      setValues(chosen);
      router.push(`/${locale}/subscribe${search ? `?${search}` : ""}`, { scroll: false });
    });
  }

  function toggle<T extends string>(list: readonly T[], value: T, checked: boolean): T[] {
    return checked ? [...list, value] : list.filter((item) => item !== value);
  }

  return (
    <InteractiveWhenHydrated>
      <div className={styles.layout}>
        <form className={styles.filters} aria-label={t("filters.label")} onSubmit={(event) => event.preventDefault()}>
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("filters.fuel")}</legend>
            {FUELS.map((fuel: Fuel) => (
              <label key={fuel} className={form.checkbox}>
                <input
                  type="checkbox"
                  name="fuel"
                  value={fuel}
                  checked={values.fuel.includes(fuel)}
                  onChange={(e) => open({ fuel: toggle(values.fuel, fuel, e.target.checked) })}
                />
                {t(`fuel.${fuel}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("filters.bodyType")}</legend>
            {BODY_TYPES.map((type: BodyType) => (
              <label key={type} className={form.checkbox}>
                <input
                  type="checkbox"
                  name="body_type"
                  value={type}
                  checked={values.body_type.includes(type)}
                  onChange={(e) => open({ body_type: toggle(values.body_type, type, e.target.checked) })}
                />
                {t(`bodyType.${type}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={form.fieldset}>
            <legend className={form.label}>{t("filters.term")}</legend>
            {TERMS.map((term: Term) => (
              <label key={term} className={form.checkbox}>
                <input
                  type="checkbox"
                  name="term"
                  value={term}
                  checked={values.term.includes(term)}
                  onChange={(e) => open({ term: toggle(values.term, term, e.target.checked) })}
                />
                {t(`term.${term}`)}
              </label>
            ))}
          </fieldset>
          <div className={form.field}>
            <label className={form.label} htmlFor="car-search-max-price">
              {t("filters.maxPrice")}
            </label>
            <select
              id="car-search-max-price"
              className={form.input}
              value={values.max_price ?? ""}
              onChange={(e) => open({ max_price: e.target.value === "" ? null : Number(e.target.value) })}
            >
              <option value="">{t("filters.anyPrice")}</option>
              {(values.max_price !== null && !(MAX_PRICES as readonly number[]).includes(values.max_price)
                ? [...MAX_PRICES, values.max_price].sort((a, b) => a - b)
                : MAX_PRICES
              ).map((price) => (
                <option key={price} value={price}>
                  {t("filters.upTo", { price: formatMoney(price) })}
                </option>
              ))}
            </select>
          </div>
          <label className={form.checkbox}>
            <input
              type="checkbox"
              name="has_hitch"
              checked={values.has_hitch === true}
              onChange={(e) => open({ has_hitch: e.target.checked ? true : null })}
            />
            {t("filters.hitch")}
          </label>
          <label className={form.checkbox}>
            <input
              type="checkbox"
              name="on_offer"
              checked={values.on_offer === true}
              onChange={(e) => open({ on_offer: e.target.checked ? true : null })}
            />
            {t("filters.offers")}
          </label>
          <div className={form.field}>
            <label className={form.label} htmlFor="car-search-sort">
              {t("filters.sort")}
            </label>
            <select
              id="car-search-sort"
              className={form.input}
              value={values.sort}
              onChange={(e) => open({ sort: e.target.value === "availability" ? "availability" : "price" })}
            >
              <option value="price">{t("filters.sortPrice")}</option>
              <option value="availability">{t("filters.sortAvailability")}</option>
            </select>
          </div>
          <button
            type="button"
            className={button.tertiary}
            onClick={() =>
              open({
                brand: [],
                model: [],
                fuel: [],
                body_type: [],
                term: [],
                max_price: null,
                has_hitch: null,
                on_offer: null,
                sort: "price",
                view: "grouped",
              })
            }
          >
            {t("filters.reset")}
          </button>
        </form>
        <div aria-busy={isPending} className={isPending ? styles.pending : undefined}>
          <p role="status" className={form.help}>
            {isPending ? t("filters.loading") : ""}
          </p>
          {children}
        </div>
      </div>
    </InteractiveWhenHydrated>
  );
}
