import { Link } from "@/ui/link.client";
import { getTranslations } from "next-intl/server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import { getAccountViewer } from "@/features/account/api/account-viewer.server";
import { isAccountPageReachable } from "@/features/account/rules/account-visibility";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import { now } from "@/lib/clock";
import { container } from "@/ui/recipes.css";
import { localizedHref, type ChromeLink, type ResolvedSiteChrome } from "../rules/chrome-content";
import { ConsentSettingsButton } from "./consent-banner.client";
import { LocaleChoiceLink } from "./locale-choice-link.client";
import { NewsletterForm } from "./newsletter-form.client";
import * as styles from "./site-footer.css";

/** account.md §2 Footer "Locales offered: Germany (de-DE) and United States (en-US)". */
const LOCALE_CHOICES = [
  { locale: "de-DE", key: "germany" },
  { locale: "en-US", key: "unitedStates" },
] as const satisfies readonly { locale: Locale; key: string }[];

/**
 * The site footer (account.md §2 Footer) from the `siteFooter` entry (business customers see its
 * "Sie" variant): the full variant with link columns, social links, app-store badges, the
 * newsletter sign-up, copyright and price footnote; the minimal one with the legal links only.
 */
export async function SiteFooter({ locale, siteChrome }: { locale: Locale; siteChrome: Promise<ResolvedSiteChrome> }) {
  const [t, customer, chrome] = await Promise.all([
    getTranslations({ locale, namespace: "footer" }),
    getCurrentCustomer().catch(() => undefined),
    siteChrome,
  ]);
  const audience: Audience = customer?.audience ?? "b2c";
  const content = (audience === "b2b" ? chrome.businessFooter : null) ?? chrome.footer;
  if (!content) return null;
  // "Cookie settings" opens the consent banner again (German sites offer it in the footer).
  const consent = (audience === "b2b" ? chrome.businessConsent : null) ?? chrome.consent;
  const href = (link: ChromeLink) => localizedHref(link.href, locale);
  // A link to an account page the viewer cannot reach (account.md §4: the loyalty entry is the
  // German market's, for customers with a deal) is left out, as the account menu leaves it out:
  // signed in on en-US, "Loyalty program" led to "Page not found".
  const viewer = await getAccountViewer(customer ?? null, locale);
  const reachable = (link: ChromeLink) =>
    !link.href.startsWith("/") || isAccountPageReachable(link.href.split(/[?#]/)[0]!.split("/").filter(Boolean), viewer);
  const external = (url: string) => (url.startsWith("https://") ? { target: "_blank", rel: "noopener noreferrer" } : {});

  const legal = (
    <nav aria-label={t("legal")}>
      <ul className={styles.inline}>
        {content.legalLinks.map((link) => (
          <li key={link.href}>
            <Link href={href(link)} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
        {consent ? (
          <li>
            <ConsentSettingsButton label={consent.cookieSettingsLabel} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
  if (content.variant === "minimal") {
    return (
      <footer className={styles.footer}>
        <div className={`${container} ${styles.minimal}`}>{legal}</div>
      </footer>
    );
  }

  return (
    <footer className={styles.footer}>
      <div className={`${container} ${styles.grid}`}>
        {content.columns.length > 0 ? (
          <nav aria-label={t("columns")} className={styles.columns}>
            {content.columns.map((column) => (
              <div key={column.title}>
                <h2 className={styles.columnTitle}>{column.title}</h2>
                <ul className={styles.list}>
                  {column.links.filter(reachable).map((link) => (
                    <li key={`${link.href}-${link.label}`}>
                      <Link href={href(link)} className={styles.link} {...external(link.href)}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
        {content.newsletter ? (
          <section className={styles.newsletter} aria-labelledby="newsletter-title">
            <h2 id="newsletter-title" className={styles.columnTitle}>
              {content.newsletter.title}
            </h2>
            {content.newsletter.text ? <p className={styles.muted}>{content.newsletter.text}</p> : null}
            <NewsletterForm consentLabel={content.newsletter.consent} audience={audience} />
          </section>
        ) : null}
      </div>
      <div className={`${container} ${styles.row}`}>
        {content.socialLinks.length > 0 ? (
          <ul className={styles.inline} aria-label={t("social")}>
            {content.socialLinks.map((link) => (
              <li key={link.platform}>
                <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {t(`platforms.${link.platform}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {content.appBadges.length > 0 ? (
          <ul className={styles.inline} aria-label={t("apps")}>
            {content.appBadges.map((badge) => (
              <li key={badge.store}>
                <a href={badge.href} className={styles.badge} target="_blank" rel="noopener noreferrer" data-store={badge.store}>
                  {badge.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <nav aria-label={t("localeChoice")}>
          <ul className={styles.inline}>
            {LOCALE_CHOICES.map((choice) => (
              <li key={choice.locale}>
                <LocaleChoiceLink locale={choice.locale} current={choice.locale === locale} className={styles.link}>
                  {t(`locales.${choice.key}`)}
                </LocaleChoiceLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`${container} ${styles.bottom}`}>
        {legal}
        {content.priceFootnote ? <p className={styles.muted}>{content.priceFootnote}</p> : null}
        {content.copyright ? <p className={styles.muted}>{content.copyright.replace("{year}", String(now().year()))}</p> : null}
      </div>
    </footer>
  );
}
