import { Link } from "@/ui/link.client";
import { Suspense, type ReactNode } from "react";
import { cookies, headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { getCurrentCustomer } from "@/features/auth/api/current-customer.server";
import type { Locale } from "@/i18n/locales";
import type { Audience } from "@/lib/audience";
import type { SessionCustomer } from "@/bff/auth/session-customer";
import { appLink as configuredAppLink } from "@/lib/env";
import { scriptNonce } from "@/lib/security/headers";
import { paths } from "@/lib/paths";
import { CartIcon } from "@/ui/icons";
import { button, container } from "@/ui/recipes.css";
import { appBannerHidesAt } from "../rules/app-smart-banner";
import { BACK_FROM_PRODUCT_MARK_SCRIPT, RIBBON_DISMISSED_COOKIE } from "../rules/ribbon";
import { helpHref, localizedHref, sectionItems, type NavItem, type ResolvedSiteChrome } from "../rules/chrome-content";
import { AppSmartBanner } from "./app-smart-banner.client";
import { BackFromProduct } from "./back-from-product.client";
import { MegaMenu, type MenuNavItem } from "./mega-menu.client";
import { MobileDrawer } from "./mobile-drawer.client";
import { Ribbon } from "./ribbon.client";
import * as styles from "./site-header.css";

/**
 * The site header (account.md §2 Header), from the `siteHeader` entry (business customers see its
 * "Sie" variant): logo, main links with their mega menus, the AI search, help link (with the
 * customer id for a signed-in customer), cart, the account entry, the burger drawer on phones and
 * the ribbon; the lead-gen variant shows only the logo and one call to action. The account entry,
 * its phone panel and the search are handed in by the layout, so the chrome knows no other
 * feature's components. Without header content (CMS unreadable) the logo and account remain.
 */
export async function SiteHeader({
  locale,
  siteChrome,
  account,
  accountPanel,
  search,
  linkFilter,
}: {
  locale: Locale;
  /** The header's content (`requestSiteChrome` of the layout). */
  siteChrome: Promise<ResolvedSiteChrome>;
  account: ReactNode;
  accountPanel: ReactNode;
  search: (audience: Audience) => ReactNode;
  /**
   * Which of the content's menu links the viewer is shown (a localized path in, e.g.
   * "/de-DE/b2b/details"): the account feature's rules, handed in by the layout.
   */
  linkFilter?: (customer: SessionCustomer | null | undefined) => Promise<(path: string) => boolean>;
}) {
  const [t, customer, chrome] = await Promise.all([
    getTranslations({ locale, namespace: "header" }),
    getCurrentCustomer().catch(() => undefined),
    siteChrome,
  ]);
  const audience: Audience = customer?.audience ?? "b2c";
  const content = (audience === "b2b" ? chrome.businessHeader : null) ?? chrome.header;
  const appLink = configuredAppLink();
  const logo =
    content?.logoDisabled === true ? null : (
      <Link className={styles.logo} href={paths.home(locale)} aria-label={t("home")}>
        {content?.logoText ?? "Mein Auto-Abo"}
      </Link>
    );

  if (content?.variant === "lead-gen") {
    return (
      <header className={styles.header}>
        <a className={styles.skip} href="#main">
          {t("skipToContent")}
        </a>
        <div className={`${container} ${styles.bar}`}>
          {logo}
          {content.cta ? (
            <Link className={`${button.primary} ${styles.trailing}`} href={localizedHref(content.cta.href, locale)}>
              {content.cta.label}
            </Link>
          ) : null}
        </div>
      </header>
    );
  }

  const shown = linkFilter ? await linkFilter(customer) : () => true;
  const navigation = (content?.navigation ?? []).map((item) => localizedNav(item, locale, shown));
  const help = content?.helpLink
    ? { label: content.helpLink.label, href: localizedHref(helpHref(content.helpLink, customer?.customerId ?? null), locale) }
    : null;
  const cart = content?.cart ? { label: content.cart.label, href: localizedHref(content.cart.href, locale) } : null;
  const ribbon = content?.ribbon ?? null;
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t("skipToContent")}
      </a>
      {ribbon ? (
        <Ribbon
          text={ribbon.text}
          link={ribbon.href && ribbon.linkLabel ? { label: ribbon.linkLabel, href: localizedHref(ribbon.href, locale) } : null}
          partnerPath={ribbon.partnerPath}
          dismissed={(await cookies()).has(RIBBON_DISMISSED_COOKIE)}
        />
      ) : null}
      <div className={`${container} ${styles.bar}`}>
        <div className={styles.phoneOnly}>
          <script
            nonce={scriptNonce((await headers()).get("content-security-policy"))}
            dangerouslySetInnerHTML={{ __html: BACK_FROM_PRODUCT_MARK_SCRIPT }}
          />
          <BackFromProduct />
          <MobileDrawer navigation={navigation} help={help} search={content?.searchEnabled ? search(audience) : null} userPanel={accountPanel} />
        </div>
        {logo}
        {navigation.length > 0 ? (
          <nav className={styles.wideOnly} aria-label={t("mainNavigation")}>
            <MegaMenu items={navigation} />
          </nav>
        ) : null}
        {content?.searchEnabled ? <div className={`${styles.wideOnly} ${styles.search}`}>{search(audience)}</div> : null}
        <div className={styles.actions}>
          {help ? (
            <Link className={`${styles.wideOnly} ${styles.action}`} href={help.href}>
              {help.label}
            </Link>
          ) : null}
          {cart ? (
            // On a phone the cart is its pictogram (at 390 px the words pushed "Anmelden" off the bar).
            <Link className={`${styles.action} ${styles.cart}`} href={cart.href}>
              <CartIcon className={styles.cartIcon} width={24} height={24} />
              <span className={styles.cartLabel}>{cart.label}</span>
            </Link>
          ) : null}
          <div className={styles.account}>{account}</div>
        </div>
      </div>
      {customer?.session && appLink ? (
        <Suspense fallback={null}>
          <AppSmartBanner appLink={appLink} hidesAt={appBannerHidesAt(customer.session)} audience={customer.audience} />
        </Suspense>
      ) : null}
    </header>
  );
}

/** The menu as the browser gets it: locale in every path, popular lists cut to their first 5. */
function localizedNav(item: NavItem, locale: Locale, shown: (path: string) => boolean): MenuNavItem {
  const link = (value: { label: string; href: string; text: string | null }) => ({ ...value, href: localizedHref(value.href, locale) });
  return {
    label: item.label,
    href: localizedHref(item.href, locale),
    sections: item.sections.map((section) => ({
      type: section.type,
      title: section.title,
      text: section.text,
      items: sectionItems(section)
        .map(link)
        .filter((value) => shown(value.href)),
      cta: section.cta ? link(section.cta) : null,
    })),
  };
}
