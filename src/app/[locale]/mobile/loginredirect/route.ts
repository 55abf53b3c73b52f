import { notFound } from "next/navigation";
import { getAuth } from "@/bff/auth/auth";
import { getDb } from "@/bff/db/client";
import { mobileLoginRedirect } from "@/bff/http/mobile-auth";
import { withBasePath } from "@/bff/http/with-base-path";
import { isLocale } from "@/i18n/locales";
import { now } from "@/lib/clock";
import { appLink } from "@/lib/env";

// account.md §2 mobile auth pages: `bff/http/mobile-auth.ts`.
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [auth, db] = await Promise.all([getAuth(), getDb()]);
  return mobileLoginRedirect(withBasePath(request), locale, { auth, db, now: now().toDate(), appLink: appLink() });
}
