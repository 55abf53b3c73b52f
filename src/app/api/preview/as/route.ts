import { cookies } from "next/headers";
import { hasLocale } from "next-intl";
import { isDraftPreview } from "@/cms/editors/draft-preview.server";
import { previewCookieOptions } from "@/cms/editors/draft-preview";
import { PREVIEW_AS_COOKIE, situationOf, situationToken } from "@/cms/editors/preview-as";
import { PREVIEW_PERSONA_KEYS } from "@/cms/editors/preview-as.server";
import { routing } from "@/i18n/routing";
import { portalOrigin, previewSecret } from "@/lib/env";
import { BASE_PATH, safeNextPath } from "@/lib/paths";

/**
 * Preview as a customer: the chooser's form posts the persona and day here. Only
 * inside a signed draft preview (otherwise, a customer included, this does not exist: 404); the
 * choice is a cookie signed like the preview cookie, for as long as the preview lasts, and writes
 * nothing else. An empty persona ends it.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = previewSecret();
  if (!secret || !(await isDraftPreview())) return Response.json({ error: "not_found" }, { status: 404 });
  const form = await request.formData().catch(() => null);
  const field = (name: string) => {
    const value = form?.get(name);
    return typeof value === "string" ? value : null;
  };
  const input = situationOf({ persona: field("persona"), date: field("date") }, PREVIEW_PERSONA_KEYS);
  if (!input.ok) return Response.json({ error: "invalid_situation", reason: input.reason }, { status: 400 });
  const requestedLocale = field("locale");
  const locale = hasLocale(routing.locales, requestedLocale) ? requestedLocale : routing.defaultLocale;
  const jar = await cookies();
  const options = previewCookieOptions(portalOrigin());
  if (input.situation) jar.set({ name: PREVIEW_AS_COOKIE, value: await situationToken(secret, input.situation), ...options });
  else jar.set({ name: PREVIEW_AS_COOKIE, value: "", ...previewCookieOptions(portalOrigin(), 0), expires: new Date(0) });
  const next = safeNextPath(field("next"), locale);
  return new Response(null, { status: 303, headers: { location: `${BASE_PATH}${next}`, "cache-control": "no-store" } });
}
