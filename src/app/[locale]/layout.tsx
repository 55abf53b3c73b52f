import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import { requestSiteChrome } from "@/cms/site-chrome.server";
import { AccountEntry } from "@/features/account/components/account-entry";
import { accountLinkFilter } from "@/features/account/api/account-viewer.server";
import { AiSearchField } from "@/features/car-search/components/ai-search-field.client";
import { ConsentBannerSlot } from "@/features/chrome/components/consent-banner-slot";
import { SiteFooter } from "@/features/chrome/components/site-footer";
import { SiteHeader } from "@/features/chrome/components/site-header";
import { pickClientMessages } from "@/i18n/client-messages";
import { routing } from "@/i18n/routing";
import { BASE_PATH } from "@/lib/paths";
import { bodyFont } from "@/ui/font";
import { container } from "@/ui/recipes.css";
import "@/ui/theme.css";
import * as styles from "./layout.css";
import { PageToasts } from "@/ui/page-toasts.client";
import { StepFormResults } from "./step-form-results.client";

// The tab's icon (every page asked for a favicon that was not there), and the site's name in the
// page's language where a page names no title of its own (the 404, the sign-out page: an English
// page said "Mein Auto-Abo", review round 15).
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: "meta" });
  return { title: t("siteName"), icons: { icon: { url: `${BASE_PATH}/icons/favicon.svg`, type: "image/svg+xml" } } };
}

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = pickClientMessages(await getMessages());
  const siteChrome = requestSiteChrome(locale);
  return (
    // The consent mark sets an attribute on <html> before hydration (ConsentBannerSlot).
    <html lang={locale} className={bodyFont.variable} suppressHydrationWarning>
      <body>
        <NextIntlClientProvider messages={messages}>
          <ConsentBannerSlot locale={locale} siteChrome={siteChrome} />
          <SiteHeader
            locale={locale}
            siteChrome={siteChrome}
            account={<AccountEntry locale={locale} />}
            accountPanel={<AccountEntry locale={locale} variant="panel" />}
            search={(audience) => <AiSearchField audience={audience} placement="header" />}
            linkFilter={(customer) => accountLinkFilter(customer, locale)}
          />
          <main id="main" className={`${container} ${styles.main}`}>
            <PageToasts>
              <StepFormResults>{children}</StepFormResults>
            </PageToasts>
          </main>
          <SiteFooter locale={locale} siteChrome={siteChrome} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
