import { contentfulEditTarget, currentEnv, type Env } from "@/lib/env";

/** The entry in Contentful's web app, for editors' edit links; null on the fixtures (nothing to edit there). */
export function contentfulEntryUrl(entryId: string, env: Env = currentEnv()): string | null {
  const target = contentfulEditTarget(env);
  if (!target) return null;
  return `https://app.contentful.com/spaces/${encodeURIComponent(target.spaceId)}/environments/${encodeURIComponent(target.environment)}/entries/${encodeURIComponent(entryId)}`;
}
