import { draftMode } from "next/headers";
import { BASE_PATH } from "@/lib/paths";
import { routing } from "@/i18n/routing";

/** Leaves draft preview and returns to the published home page. */
export async function GET(): Promise<Response> {
  (await draftMode()).disable();
  return new Response(null, { status: 307, headers: { location: `${BASE_PATH}/${routing.defaultLocale}`, "cache-control": "no-store" } });
}
