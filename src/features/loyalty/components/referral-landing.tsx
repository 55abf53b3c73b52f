import type { ReactNode } from "react";
import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { paths } from "@/lib/paths";
import { moduleSection } from "@/ui/module.css";
import { button } from "@/ui/recipes.css";
import { isKnownReferralCode } from "../api/referral-landing.server";
import { partnerCodeFrom, REFERRAL_VOUCHER, referralCodeFrom } from "../rules/referral-rules";
import { ReferralCodeKeeper } from "./referral-code-keeper.client";
import { SENIOR_DRIVER_AGE } from "@/features/drivers/rules/driver-rules";

/**
 * The landing of a shared referral link, /einladen/{code} (/invite/{code} in English; account.md
 * §2 Referral, §3 Referral voucher, §7, §9): it explains the offer, keeps a valid code in this
 * browser, and leads to the registration, which sends the code along (the link
 * was a 404). A visitor is a private customer to be: "du".
 */
export async function ReferralLanding({ locale, rawCode }: { locale: Locale; rawCode: string }) {
  const t = await getTranslations({ locale, namespace: "referralLanding" });
  // A partner's link (a dbb_ code): kept like an invitation; at the registration no surcharge for experienced drivers is due.
  const partnerCode = partnerCodeFrom(rawCode);
  if (partnerCode) {
    return (
      <Landing locale={locale} title={t("partnerTitle")} register={t("register")}>
        <p>{t("partnerText", { code: partnerCode, age: SENIOR_DRIVER_AGE })}</p>
        <p role="status">{t("partnerKept")}</p>
        <ReferralCodeKeeper code={partnerCode} />
      </Landing>
    );
  }
  const code = referralCodeFrom(rawCode);
  const known = code !== null && (await isKnownReferralCode(code));
  return (
    <Landing locale={locale} title={known ? t("title") : t("invalidTitle")} register={t("register")}>
      {known && code ? (
        <>
          <p>{t("text", { code, amount: REFERRAL_VOUCHER.voucherAmount })}</p>
          <p>{t("steps")}</p>
          <p role="status">{t("kept")}</p>
          <ReferralCodeKeeper code={code} />
        </>
      ) : (
        <p>{t("invalid")}</p>
      )}
    </Landing>
  );
}

/** The landing's frame: its heading, what it says, and the way to the registration. */
function Landing({ locale, title, register, children }: { locale: Locale; title: string; register: string; children: ReactNode }) {
  return (
    <section className={moduleSection} aria-labelledby="referral-landing-title">
      <h1 id="referral-landing-title">{title}</h1>
      {children}
      <p>
        <Link className={button.primary} href={paths.login(locale)}>
          {register}
        </Link>
      </p>
    </section>
  );
}
