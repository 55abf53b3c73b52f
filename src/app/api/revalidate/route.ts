import { parseEntryChange } from "@/cms/editors/contentful-webhook";
import { revalidateEntry } from "@/cms/editors/revalidate-entry.server";
import { secretMatches } from "@/cms/editors/secret";
import { webhookSecret } from "@/lib/env";

/**
 * Contentful's publish and unpublish webhook. Configure it in the space
 * with the header `X-Webhook-Secret: $CONTENTFUL_WEBHOOK_SECRET`; without that secret set, the
 * route does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const secret = webhookSecret();
  if (!secret) return Response.json({ error: "not_found" }, { status: 404 });
  if (!secretMatches(request.headers.get("x-webhook-secret"), secret)) return Response.json({ error: "unauthorized" }, { status: 401 });
  const payload: unknown = await request.json().catch(() => null);
  const change = parseEntryChange(request.headers.get("x-contentful-topic"), payload);
  if (!change)
    return Response.json({ error: "invalid_request", reason: "Not an entry publish, unpublish, archive or delete event." }, { status: 422 });
  return Response.json({ revalidated: await revalidateEntry(change) }, { headers: { "cache-control": "no-store" } });
}
