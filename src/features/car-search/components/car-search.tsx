import { Link } from "@/ui/link.client";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { FeatureProps } from "@/kernel/feature-props";
import { FeatureMessages } from "@/i18n/feature-messages";
import type { Audience } from "@/lib/audience";
import { berlinDay } from "@/lib/calendar-day";
import { formatDate } from "@/lib/date";
import { formatMoney, netOfVat } from "@/lib/money";
import { paths } from "@/lib/paths";
import { CARD_VISIBILITY_THRESHOLD } from "@/lib/analytics/timing";
import { Banner } from "@/ui/banner";
import { TrackWhenVisible } from "@/ui/track-when-visible.client";
import { button } from "@/ui/recipes.css";
import { getLoyaltyLevel } from "@/features/loyalty/api/loyalty.server";
import { deliveryFeeCents } from "@/features/loyalty/rules/loyalty-rules";
import { getCarSearch, getSearchPageSlugs } from "../api/cars.server";
import { carQueryString, EMPTY_CAR_QUERY, parseCarQuery, withPreset, type CarQuery } from "../rules/car-query";
import { portalIntentOf, portalParamsOf, type PortalIntent } from "../rules/portal-context";
import { currentSiteLink, presetOfPath, SITE_LINKS, siteLinkPath, type SiteLink } from "../rules/site-links";
import type { CarGroup, CarResult } from "../types";
import { AiSearchField } from "./ai-search-field.client";
import { CarSearchFilters } from "./car-search-filters.lazy.client";
import { TrackListView } from "./track-list-view.client";
import * as styles from "./car-search.css";

type T = Awaited<ReturnType<typeof getTranslations<"carSearch">>>;

/**
 * The public car search (account.md §2 "Site links", §9 "Listing carousel shows 9 items
 * grouped by brand-model"): `/subscribe`, its site links and `/subscribe/{brand-model}`, the filters
 * in the URL, over the same rules as `GET api/cars`. It lands the portal's links: the delay
 * alternative (window and VoucherCode) and the swap (window and previous_subscription_id).
 */
export async function CarSearch({ context, title }: FeatureProps) {
  const { locale, query: raw } = context;
  const t = await getTranslations({ locale, namespace: "carSearch" });
  const segments = context.path.split("/").filter(Boolean).slice(1);
  const { link, preset } = presetOfPath(segments);
  // A car slug outside the catalogue is no page, as the front door answers it for visitors.
  if (segments[1] !== undefined && !(await getSearchPageSlugs()).has(segments[1])) notFound();
  const parsed = parseCarQuery(raw);
  // A single model's page lists its trims one by one.
  const modelPage = link === null ? { view: "cars" as const } : {};
  const query: CarQuery = withPreset({ ...preset, ...modelPage }, parsed.ok ? parsed.query : EMPTY_CAR_QUERY);
  // account.md §9: delivery costs 249 EUR, nothing for loyalty Black (a visitor sees the fee).
  const business = context.audience === "b2b";
  const [answer, level] = await Promise.all([
    getCarSearch(query, business ? "net" : "gross"),
    context.customer ? getLoyaltyLevel(context.customer.customerId) : null,
  ]);
  const today = berlinDay(context.now);
  const current = currentSiteLink(query);
  const carried = portalParamsOf(raw);
  const intent = portalIntentOf(raw, { from: query.available_from, to: query.available_to });
  const pageHref = (offset: number) => {
    const search = [carQueryString({ ...query, offset }), new URLSearchParams(carried).toString()].filter(Boolean).join("&");
    return `/${locale}/subscribe${search ? `?${search}` : ""}`;
  };
  const carriedSearch =
    carried.length > 0 || query.available_from || query.available_to
      ? `?${[carQueryString({ available_from: query.available_from, available_to: query.available_to }), new URLSearchParams(carried).toString()].filter(Boolean).join("&")}`
      : "";

  const items = answer.view === "cars" ? answer.results.length : answer.groups.length;
  const totalItems = answer.view === "cars" ? answer.total_results : answer.total_groups;
  const pages = Math.max(1, Math.ceil(totalItems / query.limit));
  const page = Math.floor(query.offset / query.limit) + 1;

  return (
    <section className={styles.search} aria-labelledby="car-search-title">
      <h1 id="car-search-title" className={styles.heading}>
        {title ?? t("title")}
      </h1>
      <AiSearchField audience={context.audience} />
      <IntentNote intent={intent} t={t} audience={context.audience} />
      {parsed.ok ? null : (
        <p role="alert" className={styles.muted}>
          {t("filters.invalid", { param: parsed.param })}
        </p>
      )}
      <nav aria-label={t("siteLinks.label")}>
        <ul className={styles.siteLinks}>
          {SITE_LINKS.map((siteLink: SiteLink) => (
            <li key={siteLink}>
              <Link
                className={styles.siteLink}
                href={`/${locale}${siteLinkPath(siteLink)}${carriedSearch}`}
                aria-current={siteLink === current ? "page" : undefined}
              >
                {t(`siteLinks.${siteLink === "" ? "all" : siteLink}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FeatureMessages namespaces={["carSearch"]}>
        <CarSearchFilters values={query} carried={carried}>
          <section aria-label={t("results.label")} data-testid="car-results">
            <p className={styles.line}>{t("results.count", { count: answer.total_results })}</p>
            <DeliveryFee cents={deliveryFeeCents(level)} t={t} audience={context.audience} />
            {/* account.md §9 "product list view event debounced 1 s": the list the visitor settles on. */}
            <TrackListView filters={carQueryString(query)} resultCount={answer.total_results} />
            {items === 0 ? (
              <Banner
                title={t("empty.title")}
                actions={
                  <Link className={button.secondary} href={`/${locale}/subscribe${carriedSearch}`}>
                    {t("empty.action")}
                  </Link>
                }
              >
                {t("empty.text", { audience: context.audience })}
              </Banner>
            ) : (
              <ul className={styles.grid}>
                {answer.view === "cars"
                  ? answer.results.map((car, index) => (
                      <CarCard key={car.id} car={car} index={index} t={t} locale={locale} today={today} business={business} />
                    ))
                  : answer.groups.map((group, index) => (
                      <GroupCard
                        key={group.slug}
                        group={group}
                        index={index}
                        t={t}
                        locale={locale}
                        today={today}
                        business={business}
                        carriedSearch={carriedSearch}
                      />
                    ))}
              </ul>
            )}
            {pages > 1 ? (
              <nav className={styles.pager} aria-label={t("results.page", { page, pages })}>
                {page > 1 ? <Link href={pageHref(query.offset - query.limit)}>{t("results.previous")}</Link> : null}
                <span>{t("results.page", { page, pages })}</span>
                {page < pages ? <Link href={pageHref(query.offset + query.limit)}>{t("results.next")}</Link> : null}
              </nav>
            ) : null}
          </section>
        </CarSearchFilters>
      </FeatureMessages>
    </section>
  );
}

function IntentNote({ intent, t, audience }: { intent: PortalIntent; t: T; audience: Audience }) {
  if (!intent) return null;
  const from = intent.from ? formatDate(intent.from) : null;
  const to = intent.to ? formatDate(intent.to) : null;
  if (intent.kind === "voucher") {
    return (
      <Banner title={t("voucher.title", { audience })} name="car-search-voucher">
        {t("voucher.text", { audience, from: from ?? "–", to: to ?? "–", code: intent.code })}
      </Banner>
    );
  }
  return (
    <Banner title={t("swap.title", { audience })} name="car-search-swap">
      {from && to ? t("swap.text", { audience, from, to }) : t("swap.textOpen", { audience })}
    </Banner>
  );
}

interface CardProps {
  t: T;
  locale: FeatureProps["context"]["locale"];
  today: string;
  business: boolean;
  index: number;
}

function Price({ cents, t, business }: { cents: number; t: T; business: boolean }) {
  // Business customers read prices net of VAT (account.md §6, as the car slider does).
  const amount = business ? netOfVat(cents / 100) : cents / 100;
  return (
    <p className={styles.line}>
      {t("results.priceFrom", { price: formatMoney(amount) })}
      {business ? <span className={styles.muted}> {t("results.netOfVat")}</span> : null}
    </p>
  );
}

/** The one-off delivery fee of a booking (account.md §9 "free delivery instead of a 249 EUR fee" for Black). */
function DeliveryFee({ cents, t, audience }: { cents: number; t: T; audience: Audience }) {
  if (cents === 0) return <p className={styles.muted}>{t("results.deliveryFree", { audience })}</p>;
  // Business customers read prices net of VAT (account.md §6), as the cards do.
  const fee = formatMoney(audience === "b2b" ? netOfVat(cents / 100) : cents / 100, { forceFractionDigits: audience === "b2b" });
  return <p className={styles.muted}>{t("results.delivery", { audience, fee })}</p>;
}

function Availability({ from, t, today }: { from: string; t: T; today: string }) {
  return <p className={styles.muted}>{from <= today ? t("results.availableNow") : t("results.availableFrom", { date: formatDate(from) })}</p>;
}

function GroupCard({ group, t, locale, today, business, index, carriedSearch }: CardProps & { group: CarGroup; carriedSearch: string }) {
  const name = `${group.brand} ${group.model}`;
  return (
    <li className={styles.card} data-car-group={group.slug}>
      <TrackWhenVisible
        event="Product Card Viewed"
        properties={{ card: group.slug, kind: "group", position: index + 1 }}
        threshold={CARD_VISIBILITY_THRESHOLD}
      />
      {/* The first picture is the page's largest paint: never lazy. */}
      <img className={styles.picture} src={group.picture} alt="" width={320} height={180} loading={index === 0 ? "eager" : "lazy"} />
      <h2 className={styles.name}>{name}</h2>
      <p className={styles.muted}>{t("results.trims", { count: group.cars.length })}</p>
      <Price cents={group.price_from_cents} t={t} business={business} />
      <Availability from={group.available_from} t={t} today={today} />
      <Link href={`/${locale}/subscribe/${group.slug}${carriedSearch}`} aria-label={t("results.showTrims", { name })}>
        {t("results.showTrims", { name })}
      </Link>
    </li>
  );
}

function CarCard({ car, t, locale, today, business, index }: CardProps & { car: CarResult }) {
  const name = `${car.brand} ${car.model} ${car.trim}`;
  return (
    <li className={styles.card} data-car={car.id}>
      <TrackWhenVisible
        event="Product Card Viewed"
        properties={{ card: car.id, kind: "car", position: index + 1 }}
        threshold={CARD_VISIBILITY_THRESHOLD}
      />
      <img className={styles.picture} src={car.picture} alt="" width={320} height={180} loading={index === 0 ? "eager" : "lazy"} />
      <h2 className={styles.name}>{name}</h2>
      <Price cents={car.price_from_cents} t={t} business={business} />
      <p className={styles.muted}>{t("results.termOfPrice", { term: t(`term.${car.price_term}`) })}</p>
      <Availability from={car.available_from} t={t} today={today} />
      <ul className={styles.badges}>
        <li className={styles.badge}>{t(`fuel.${car.fuel}`)}</li>
        <li className={styles.badge}>{t(`bodyType.${car.body_type}`)}</li>
        {car.has_hitch ? <li className={styles.badge}>{t("results.hitch")}</li> : null}
        {car.on_offer ? <li className={styles.badge}>{t("results.offer")}</li> : null}
      </ul>
      {/* Checkout is out of scope: the card asks for the car through the contact page instead of booking it. */}
      <Link className={button.secondary} href={paths.contact(locale)} aria-label={t("results.requestFor", { name })}>
        {t("results.request")}
      </Link>
    </li>
  );
}
