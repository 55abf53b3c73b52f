"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { button } from "@/ui/recipes.css";

/** The data-load error of deals.md section 8: an explanation and a retry that reloads the page. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations("errors");
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alertdialog" aria-labelledby="load-error-title" aria-describedby="load-error-text">
      <h1 id="load-error-title">{t("loadTitle")}</h1>
      <p id="load-error-text">{t("loadText")}</p>
      <button type="button" className={button.primary} onClick={() => window.location.reload()}>
        {t("retry")}
      </button>
    </section>
  );
}
