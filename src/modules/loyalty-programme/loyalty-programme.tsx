import { getTranslations } from "next-intl/server";
import { Link } from "@/ui/link.client";
import { Suspense } from "react";
import type { ModuleProps } from "@/cms/module-props";
import { LoyaltyHowItWorks, LoyaltyProgramme as LoyaltyProgrammeClient } from "@/features/loyalty/public.components";
import { paths } from "@/lib/paths";
import { button } from "@/ui/recipes.css";
import { moduleSection, moduleTitle } from "@/ui/module.css";
import type { loyaltyProgrammeContract } from "./loyalty-programme.contract";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * /loyalty (account.md §2 Loyalty page): visitors are asked to log in ("please log in to see your
 * rewards", §6) and may read how the programme works; customers get the programme, whose data the browser reads with the loyalty
 * policy of §7 (5 minutes dedupe, no retry, no focus revalidation).
 */
export async function LoyaltyProgramme({ entry, context }: ModuleProps<typeof loyaltyProgrammeContract>) {
  const { locale, customer } = context;
  const t = await getTranslations({ locale, namespace: "loyalty" });
  const heading = entry.fields.title ?? t("title");
  return (
    <section className={moduleSection} aria-label={heading} data-feature="loyalty">
      <h1 className={moduleTitle}>{heading}</h1>
      {customer ? (
        <Suspense fallback={<p role="status">{t("loading")}</p>}>
          <FeatureMessages namespaces={["loyalty"]}>
            <LoyaltyProgrammeClient contactId={customer.contactId} locale={locale} audience={customer.audience} benefits={entry.fields.benefits} />
          </FeatureMessages>
        </Suspense>
      ) : (
        <>
          <p>{t("loggedOut", { audience: context.audience })}</p>
          <Link className={button.primary} href={`${paths.loyalty(locale)}?${new URLSearchParams({ login: "true", next: paths.loyalty(locale) })}`}>
            {t("logIn")}
          </Link>
          {/* account.md §2: ?modal=how-loyalty-works opens the how-it-works modal, a visitor's too. */}
          <FeatureMessages namespaces={["loyalty"]}>
            <LoyaltyHowItWorks audience={context.audience} intro={false} />
          </FeatureMessages>
        </>
      )}
    </section>
  );
}
