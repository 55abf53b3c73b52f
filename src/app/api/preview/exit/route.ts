import { endDraftPreview } from "@/cms/editors/draft-preview.server";
import { DRAFT_MODE_COOKIE } from "@/cms/editors/draft-preview";
import { BASE_PATH } from "@/lib/paths";
import { routing } from "@/i18n/routing";

/** Leaves draft preview and returns to the published home page. */
export async function GET(): Promise<Response> {
  await endDraftPreview();
  const headers = new Headers({ location: `${BASE_PATH}/${routing.defaultLocale}`, "cache-control": "no-store" });
  // The draft-mode cookie of earlier versions, for the whole host: gone as well.
  headers.append("set-cookie", `${DRAFT_MODE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly`);
  return new Response(null, { status: 307, headers });
}
