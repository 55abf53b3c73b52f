import "server-only";
import { createClient } from "contentful";
import { contentfulSettings, fixturesDir } from "@/lib/env";
import { CONTENTFUL_RETRY_LIMIT, CONTENTFUL_TIMEOUT_MS, DELIVERY_HOST, PREVIEW_HOST, parseContentfulHost } from "../source/contentful-source";
import { FIXTURE_DRAFTS, FIXTURE_ENTRIES, fixtureDirectory, type LocalizedEntry } from "../source/fixtures-source";
import type { CheckedEntry } from "./content-check";

const PAGE_SIZE = 1000;

/**
 * The space the content check reads an entry against: Contentful's entries in every locale, as
 * editors last saved them (the Preview API, so drafts count as they do in `npm run content:check`),
 * or the fixtures with their drafts.
 */
export async function loadCheckedSpace(pageSize = PAGE_SIZE): Promise<readonly CheckedEntry[]> {
  const contentful = contentfulSettings();
  if (!contentful) {
    const directory = fixturesDir();
    const files = directory ? fixtureDirectory(directory) : { entries: () => FIXTURE_ENTRIES, drafts: () => FIXTURE_DRAFTS };
    const byId = new Map<string, LocalizedEntry>(files.entries().map((entry) => [entry.sys.id, entry]));
    for (const draft of files.drafts()) byId.set(draft.sys.id, draft);
    return [...byId.values()];
  }
  const preview = contentful.previewToken !== null;
  const host = parseContentfulHost(contentful.host);
  const client = createClient({
    space: contentful.spaceId,
    environment: contentful.environment,
    accessToken: contentful.previewToken ?? contentful.deliveryToken,
    host: preview ? PREVIEW_HOST : (host?.host ?? DELIVERY_HOST),
    retryLimit: CONTENTFUL_RETRY_LIMIT,
    timeout: CONTENTFUL_TIMEOUT_MS,
    ...(!preview && host?.insecure ? { insecure: true } : {}),
  });
  const entries: CheckedEntry[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const { items, total } = await client.withoutLinkResolution.withAllLocales.getEntries({ limit: pageSize, skip, include: 0 });
    for (const item of items)
      entries.push({
        sys: { id: item.sys.id, contentType: { sys: { id: item.sys.contentType.sys.id } } },
        fields: item.fields as CheckedEntry["fields"],
      });
    if (skip + pageSize >= total) return entries;
  }
}
