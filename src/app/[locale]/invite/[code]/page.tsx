import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { ReferralLanding } from "@/features/loyalty/components/referral-landing";
import { routing } from "@/i18n/routing";

export const metadata: Metadata = { robots: { index: false, follow: false } };
// Whether the code is valid is read from the database on every visit.
export const dynamic = "force-dynamic";

/** A shared referral link's landing. */
export default async function ReferralLandingPage({ params }: { params: Promise<{ locale: string; code: string }> }) {
  const { locale, code } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <ReferralLanding locale={locale} rawCode={decodeURIComponent(code)} />;
}
