/** The entry in Contentful's web app, for editors' edit links; null on the fixtures (nothing to edit there). */
export function contentfulEntryUrl(entryId: string, env: Partial<Record<string, string>> = process.env): string | null {
  const space = env.CONTENTFUL_SPACE_ID;
  if (!space) return null;
  const environment = env.CONTENTFUL_ENVIRONMENT || "master";
  return `https://app.contentful.com/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/entries/${encodeURIComponent(entryId)}`;
}
