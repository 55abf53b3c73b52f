import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { getDemoMailbox } from "@/features/auth/api/demo-mailbox.server";
import { DemoMailbox } from "@/features/auth/components/demo-mailbox";
import { routing } from "@/i18n/routing";

export const metadata: Metadata = { title: "Demo-Postfach", robots: { index: false, follow: false } };
// The mailbox changes with every mail: never prerendered, never cached.
export const dynamic = "force-dynamic";

/** The embedded default's mailbox; a 404 wherever mails go out for real (`demoMailboxEnabled`). */
export default async function DemoMailboxPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ to?: string | string[] }>;
}) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const to = typeof query.to === "string" ? query.to : "";
  const mails = await getDemoMailbox(to);
  if (!mails) notFound();
  return <DemoMailbox locale={locale} mails={mails} to={to} />;
}
