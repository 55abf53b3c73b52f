import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { CmsPage, cmsPageMetadata } from "@/cms/cms-page";
import { routing } from "@/i18n/routing";
import { isPlainSegment } from "@/lib/security/path-segments";

/*
 * This segment has no loading.tsx on purpose: a streamed shell would commit status 200 before
 * the page knows it is a 404 (another customer's deal) or a sign-in redirect.
 */
interface Props {
  params: Promise<{ locale: string; slug?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * Next hands the segments over decoded once already; decoding them again turned `%25` into a
 * URIError. A segment holding a slash (`%2F`) or control characters names no
 * page (item 6): null, and the page is a 404.
 */
function pageSegments(slug: string[]): string[] | null {
  return slug.every(isPlainSegment) ? slug : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params;
  const segments = pageSegments(slug);
  if (!hasLocale(routing.locales, locale) || !segments) return {};
  return cmsPageMetadata({ locale, segments });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, slug = [] } = await params;
  const segments = pageSegments(slug);
  if (!hasLocale(routing.locales, locale) || !segments) notFound();
  setRequestLocale(locale);
  return <CmsPage locale={locale} segments={segments} searchParams={await searchParams} />;
}
