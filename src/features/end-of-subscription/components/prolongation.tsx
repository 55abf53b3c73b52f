import { getTranslations } from "next-intl/server";
import { subheadingOf, type FeatureProps } from "@/kernel/feature-props";
import { moduleTitle } from "@/ui/module.css";
import { getDealProlongationOffer } from "../api/prolongation.server";
import { ProlongationFlow } from "./prolongation-flow.lazy.client";
import * as styles from "./prolongation.css";
import { FeatureMessages } from "@/i18n/feature-messages";

/**
 * The prolongation module (deals.md §2: selection, overview with confirmation, then success or
 * failure modal): the server's offer for this deal, rendered on the server and chosen in the
 * browser. A deal without an offer says so; the page's back link leads to the deal.
 */
export async function Prolongation({ context, title, titleTag: Heading = "h2" }: FeatureProps) {
  const { customer, deal, locale, audience, now } = context;
  if (!customer || !deal) return null;
  const [answer, t] = await Promise.all([
    getDealProlongationOffer(customer.customerId, deal.id, now),
    getTranslations({ locale, namespace: "prolongation" }),
  ]);
  const heading = title ?? t("selectionTitle");
  const offer = answer?.offer ?? null;
  return (
    <section className={styles.section} aria-label={heading}>
      <Heading className={moduleTitle}>{heading}</Heading>
      {offer ? (
        <FeatureMessages namespaces={["prolongation"]}>
          <ProlongationFlow dealId={deal.id} locale={locale} audience={audience} offer={offer} subheadingTag={subheadingOf(Heading)} />
        </FeatureMessages>
      ) : (
        // The page's own "Zurück zum Abo" leads back (review I: a second one stood here).
        <p role="status">{t("notOffered", { audience })}</p>
      )}
    </section>
  );
}
