import { useTranslations } from "next-intl";
import { Link } from "@/ui/link.client";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { formatDate } from "@/lib/date";
import { formatMoney, netOfVat } from "@/lib/money";
import { paths } from "@/lib/paths";
import { imageAlt } from "@/lib/text";
import { button } from "@/ui/recipes.css";
import { prolongationLink } from "@/features/end-of-subscription/rules/prolongation-link";
import { isReturnScheduled } from "@/features/returns/rules/return-schedule";
import type { Deal } from "../types";
import { carName } from "../car-name";
import { leadCheckoutHref } from "../rules/lead-checkout";
import { StatusBadge } from "./status-badge";
import * as styles from "./deal-card.css";

/**
 * `first`: the card at the top of the list, whose picture is the page's largest paint on a phone;
 * it loads at once and first, the pictures of the cards below it load as they scroll in.
 */
export function DealCard({
  deal,
  locale,
  audience,
  first = false,
  handoverDate = null,
}: {
  deal: Deal;
  locale: Locale;
  audience: Audience;
  first?: boolean;
  /** A lead's expected handover, from the checkout (deals.md §7); null for other deals. */
  handoverDate?: string | null;
}) {
  const t = useTranslations("subscriptionList");
  const name = carName(deal.car);
  const headingId = `deal-${deal.id}-name`;
  const plate = deal.car?.registration_data?.license_plate;
  const prolongation = prolongationLink(deal);
  const rate =
    audience === "b2b" ? t("monthlyRateNet", { amount: formatMoney(netOfVat(deal.amount)) }) : t("monthlyRate", { amount: formatMoney(deal.amount) });

  return (
    <article className={styles.card} aria-labelledby={headingId} data-deal-id={deal.id}>
      {deal.car?.picture ? (
        <img
          className={styles.picture}
          src={deal.car.picture}
          alt={imageAlt(t("carPicture", { car: name }))}
          width={640}
          height={360}
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : "auto"}
        />
      ) : (
        <div className={styles.picture} aria-hidden="true" />
      )}
      <div className={styles.body}>
        <h2 id={headingId} className={styles.name}>
          {name}
        </h2>
        <div>
          <StatusBadge deal={deal} />
        </div>
        <ul className={styles.facts}>
          {plate ? <li>{`${t("licensePlate")}: ${plate}`}</li> : null}
          <li>{rate}</li>
          {handoverDate ? <li>{t("handoverOn", { date: formatDate(handoverDate) })}</li> : null}
          {deal.end_date ? <li>{t("endsOn", { date: formatDate(deal.end_date) })}</li> : null}
          {/* The orange label's reason in words (deals.md §4 colours; WCAG 1.4.1: not by colour alone). */}
          {isReturnScheduled(deal) && deal.return_date ? <li>{t("returnOn", { date: formatDate(deal.return_date) })}</li> : null}
          {prolongation ? (
            <li>{t(prolongation.kind === "prolonged" ? "prolongedFrom" : "prolongationFrom", { date: formatDate(prolongation.startsOn) })}</li>
          ) : null}
        </ul>
        <div className={styles.action}>
          <DealAction deal={deal} locale={locale} name={name} />
        </div>
      </div>
    </article>
  );
}

/**
 * Every card opens its deal's details ("a 'show details' action per card", deals.md section 2); a
 * lead with a checkout hash first offers to continue its order in the checkout, a page of the shop
 * outside the portal, hence a plain anchor.
 */
function DealAction({ deal, locale, name }: { deal: Deal; locale: Locale; name: string }) {
  const t = useTranslations("subscriptionList");
  const details = (
    <Link className={button.secondary} href={paths.deal(locale, deal.id)} aria-label={t("showDetailsOf", { car: name })}>
      {t("showDetails")}
    </Link>
  );
  const checkout = leadCheckoutHref(deal, locale);
  if (checkout) {
    return (
      <>
        <a className={button.primary} href={checkout}>
          {t("continueCheckout")}
        </a>
        {details}
      </>
    );
  }
  return details;
}
