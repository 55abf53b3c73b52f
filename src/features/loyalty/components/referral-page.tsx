import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { paths } from "@/lib/paths";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import { MAX_REWARDED_REFERRALS, REFERRAL_CREDIT_EUR, REFERRAL_POINTS } from "../rules/loyalty-rules";
import { ReferralBox } from "./referral-box.lazy.client";
import { FeatureMessages } from "@/i18n/feature-messages";
import { formatNumber } from "@/lib/numbers";

/** /referral (account.md §2 Referral page, §9): how it works, and the voucher box. */
export async function ReferralPage({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale } = context;
  const t = await getTranslations({ locale, namespace: "referral" });
  const audience = customer?.audience ?? "b2c";
  const heading = title ?? t("title");
  const here = paths.referral(locale);
  return (
    <section className={moduleSection} aria-label={heading} data-feature="referral">
      <h1 className={moduleTitle}>{heading}</h1>
      <p>
        {t("intro", {
          credit: REFERRAL_CREDIT_EUR,
          points: formatNumber(REFERRAL_POINTS, locale),
          max: MAX_REWARDED_REFERRALS,
          audience,
        })}
      </p>
      <FeatureMessages namespaces={["referral"]}>
        <ReferralBox
          email={customer?.email ?? null}
          locale={locale}
          audience={audience}
          loginHref={`${here}?${new URLSearchParams({ login: "true", next: here })}`}
        />
      </FeatureMessages>
    </section>
  );
}
