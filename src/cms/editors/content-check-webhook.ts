/**
 * The content check's webhook side: Contentful calls it as an editor saves or
 * publishes an entry, and the answer names what would stop that entry from shipping, in the words
 * of `npm run content:check` (`content-check.ts`). Contentful lists a webhook call that failed, with
 * its answer, in the webhook's activity log: a refusal is a 422 whose body says what to fix.
 * Authenticated like the revalidation webhook: `X-Webhook-Secret` must be the configured secret.
 */
import { checkPublishedEntry, type CheckedEntry } from "./content-check";
import { parseEntryToCheck } from "./contentful-webhook";
import { secretMatches } from "./secret";

export interface ContentCheckRequest {
  /** `CONTENTFUL_WEBHOOK_SECRET`; null: the webhook does not exist. */
  configuredSecret: string | null;
  /** The `X-Webhook-Secret` header. */
  presentedSecret: string | null;
  /** The `X-Contentful-Topic` header. */
  topic: string | null;
  /** The body, read only once the secret matched: nobody else gets a body parsed. */
  payload: () => Promise<unknown>;
}

export interface ContentCheckAnswer {
  status: 200 | 400 | 401 | 404 | 422 | 503;
  body:
    | { ok: true; entryId: string; message: string }
    | { ok: false; entryId: string; message: string; problems: string[] }
    | { error: string; message: string };
}

export interface ContentCheckDependencies {
  /** Every entry of the space as it will be (drafts included), each field keyed by locale. */
  loadSpace: () => Promise<readonly CheckedEntry[]>;
  /** The visibility rule names the code defines. */
  ruleNames: readonly string[];
}

export async function answerContentCheck(
  request: ContentCheckRequest,
  { loadSpace, ruleNames }: ContentCheckDependencies,
): Promise<ContentCheckAnswer> {
  if (!request.configuredSecret) return { status: 404, body: { error: "not_found", message: "No content check is configured here." } };
  if (!secretMatches(request.presentedSecret, request.configuredSecret))
    return { status: 401, body: { error: "unauthorized", message: "The webhook's X-Webhook-Secret header is missing or wrong." } };
  const checked = parseEntryToCheck(request.topic, await request.payload());
  if (!checked)
    return {
      status: 400,
      body: { error: "invalid_request", message: "Only an entry being saved, auto-saved or published is checked: send its topic and the entry." },
    };
  const { entry } = checked;
  let space: readonly CheckedEntry[];
  try {
    space = await loadSpace();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: 503,
      body: { error: "unavailable", message: `The content check could not read the other entries (${reason}); save again in a minute.` },
    };
  }
  const problems = checkPublishedEntry(entry, space, { ruleNames }).map((problem) =>
    problem.entryId === entry.sys.id ? problem.message : `${problem.message} (entry ${problem.entryId})`,
  );
  if (problems.length === 0) return { status: 200, body: { ok: true, entryId: entry.sys.id, message: "The content check found nothing to fix." } };
  const count = problems.length === 1 ? "1 thing" : `${problems.length} things`;
  return {
    status: 422,
    body: { ok: false, entryId: entry.sys.id, message: `Fix ${count} before this entry ships: ${problems.join(" ")}`, problems },
  };
}
