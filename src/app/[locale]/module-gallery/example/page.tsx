import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { isDraftPreview } from "@/cms/editors/draft-preview.server";
import { GalleryExample } from "@/cms/editors/gallery-example";
import { parseGalleryExampleRequest } from "@/cms/editors/gallery-states";
import { routing } from "@/i18n/routing";

export const metadata: Metadata = { title: "Module gallery example", robots: { index: false, follow: false } };

/** One framed example of the module gallery; like the gallery, it exists in draft mode only. */
export default async function ModuleGalleryExamplePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale) || !(await isDraftPreview())) notFound();
  setRequestLocale(locale);
  const query = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? undefined : value]));
  const request = parseGalleryExampleRequest(query);
  const example = request ? await GalleryExample({ locale, request }) : null;
  if (!example) notFound();
  return example;
}
