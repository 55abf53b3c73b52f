import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { isDraftPreview } from "@/cms/editors/draft-preview.server";
import { ModuleGallery } from "@/cms/editors/module-gallery";
import { routing } from "@/i18n/routing";

export const metadata: Metadata = { title: "Module gallery", robots: { index: false, follow: false } };

/** Preview only: outside draft mode the gallery does not exist. */
export default async function ModuleGalleryPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale) || !(await isDraftPreview())) notFound();
  setRequestLocale(locale);
  return <ModuleGallery locale={locale} />;
}
