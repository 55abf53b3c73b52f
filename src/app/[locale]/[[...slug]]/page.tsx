import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { CmsPage, cmsPageMetadata } from "@/cms/cms-page";
import { routing } from "@/i18n/routing";

/*
 * This segment has no loading.tsx on purpose: a streamed shell would commit status 200 before
 * the page knows it is a 404 (another customer's deal) or a sign-in redirect.
 */
interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return cmsPageMetadata({ locale, segments: slug.map(decodeURIComponent) });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, slug = [] } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <CmsPage locale={locale} segments={slug.map(decodeURIComponent)} searchParams={await searchParams} />;
}
