import { previewPathOf } from "@/cms/editors/preview-path.server";
import { startDraftPreview } from "@/cms/editors/draft-preview.server";
import { secretMatches } from "@/cms/editors/secret";
import { routing } from "@/i18n/routing";
import { hasLocale } from "next-intl";
import { BASE_PATH } from "@/lib/paths";
import { previewSecret } from "@/lib/env";

/**
 * Draft preview for editors: `?secret=…&entry=<entry id>&locale=de-DE`
 * turns on Next's draft mode and redirects to the page the content source names for the entry.
 * Contentful's preview URL is set to this route with `{entry.sys.id}`. Draft mode lasts an hour,
 * below the base path only (cms/editors/draft-preview.ts).
 */
export async function GET(request: Request): Promise<Response> {
  const secret = previewSecret();
  if (!secret) return Response.json({ error: "not_found" }, { status: 404 });
  const query = new URL(request.url).searchParams;
  if (!secretMatches(query.get("secret"), secret)) return Response.json({ error: "unauthorized" }, { status: 401 });
  const requestedLocale = query.get("locale");
  const locale = hasLocale(routing.locales, requestedLocale) ? requestedLocale : routing.defaultLocale;
  const entryId = query.get("entry") ?? "";
  const path = entryId ? await previewPathOf(entryId, locale) : `/${locale}`;
  if (!path) return Response.json({ error: "not_found", reason: "No page shows this entry." }, { status: 404 });
  await startDraftPreview(secret);
  return new Response(null, { status: 307, headers: { location: `${BASE_PATH}${path}`, "cache-control": "no-store" } });
}
