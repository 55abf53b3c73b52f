"use client";

import { useTranslations } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { describeAddon, extraKilometresOf } from "../rules/addon-description";
import type { Addon } from "../types";

/** An add-on's title and description as the page shows them: written from its numbers where it has them (`describeAddon`). */
export function useAddonText(locale: Locale): { title: (addon: Addon) => string; description: (addon: Addon) => string } {
  const t = useTranslations("addons.description");
  return {
    title: (addon) => {
      const km = extraKilometresOf(addon, locale);
      return km === null ? addon.display_info.title : t("extraKilometresTitle", { km });
    },
    description: (addon) => {
      const described = describeAddon(addon, locale);
      return described ? t(described.key, described.values) : addon.display_info.description;
    },
  };
}
