import { answerContentCheck } from "@/cms/editors/content-check-webhook";
import { loadCheckedSpace } from "@/cms/editors/content-check-space.server";
import { VISIBILITY_RULE_NAMES } from "@/cms/visibility";
import { webhookSecret } from "@/lib/env";

/**
 * Contentful's content-check webhook: configure it in the space for the topics
 * Entry save, auto_save and publish, with the header `X-Webhook-Secret: $CONTENTFUL_WEBHOOK_SECRET`.
 * It answers 422 with the problems in plain words when the entry may not ship; Contentful shows
 * that answer in the webhook's activity log. Without the secret set, the route does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  const answer = await answerContentCheck(
    {
      configuredSecret: webhookSecret(),
      presentedSecret: request.headers.get("x-webhook-secret"),
      topic: request.headers.get("x-contentful-topic"),
      payload: () => request.json().catch(() => null),
    },
    { loadSpace: loadCheckedSpace, ruleNames: VISIBILITY_RULE_NAMES },
  );
  return Response.json(answer.body, { status: answer.status, headers: { "cache-control": "no-store" } });
}
