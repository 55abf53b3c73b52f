import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import type { PageContext } from "@/kernel/page-context";
import { moduleTitle } from "@/ui/module.css";
import { button } from "@/ui/recipes.css";
import { getPaymentSession } from "../api/account-data.server";
import { HostedPaymentForm } from "./hosted-payment-form.lazy.client";
import * as styles from "./account-sections.css";
import { FeatureMessages } from "@/i18n/feature-messages";

/** /myaccount/payment-session?session=…: the built-in hosted payment page (Stripe Checkout's stand-in). */
export async function HostedPayment({ context, title }: { context: PageContext; title: string | null }) {
  const { customer, locale, audience, now, query } = context;
  if (!customer) return null;
  const [session, t] = await Promise.all([
    query.session ? getPaymentSession(customer.customerId, query.session, now) : Promise.resolve(null),
    getTranslations({ locale, namespace: "myAccount" }),
  ]);
  const heading = title ?? t("hosted.title");
  return (
    <section className={styles.section} aria-labelledby="hosted-payment-title">
      <h1 id="hosted-payment-title" className={moduleTitle}>
        {heading}
      </h1>
      {session?.open ? (
        <>
          <p>{t("hosted.intro", { audience, type: t(`payment.types.${session.payment_type}`), car: session.car_model ?? "" })}</p>
          <FeatureMessages namespaces={["myAccount"]}>
            <HostedPaymentForm sessionId={session.id} type={session.payment_type} audience={audience} />
          </FeatureMessages>
        </>
      ) : (
        <>
          <p role="status">{t("hosted.closed")}</p>
          <Link className={button.secondary} href={`/${locale}/myaccount`}>
            {t("hosted.back")}
          </Link>
        </>
      )}
    </section>
  );
}
