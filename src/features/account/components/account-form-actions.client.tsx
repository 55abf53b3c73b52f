"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { Locale } from "@/i18n/locales";
import * as formStyles from "@/ui/form.css";
import { button } from "@/ui/recipes.css";

/** The account edit forms' buttons: submit (its label while sending) and cancel, back to my account (account.md §2). */
export function AccountFormActions({ locale, sending, submitLabel }: { locale: Locale; sending: boolean; submitLabel: string }) {
  const t = useTranslations();
  const router = useRouter();
  return (
    <div className={formStyles.actions}>
      <button type="submit" className={button.primary} disabled={sending}>
        {sending ? t("myAccount.saving") : submitLabel}
      </button>
      <button type="button" className={button.secondary} onClick={() => router.push(`/${locale}/myaccount`)}>
        {t("myAccount.cancel")}
      </button>
    </div>
  );
}
