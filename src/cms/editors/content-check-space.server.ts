import "server-only";
import { createClient } from "contentful";
import { contentfulSettings, fixturesDir } from "@/lib/env";
import { CONTENTFUL_RETRY_LIMIT, CONTENTFUL_TIMEOUT_MS, contentfulHostParams, parseContentfulHost } from "../source/contentful-source";
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
  const client = createClient({
    space: contentful.spaceId,
    environment: contentful.environment,
    accessToken: contentful.previewToken ?? contentful.deliveryToken,
    ...contentfulHostParams(preview ? "preview" : "delivery", parseContentfulHost(preview ? contentful.previewHost : contentful.host)),
    retryLimit: CONTENTFUL_RETRY_LIMIT,
    timeout: CONTENTFUL_TIMEOUT_MS,
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

/** How long the gallery and its frames share one read of the space: one page of the gallery opens dozens. */
const GALLERY_SPACE_SECONDS = 10;
let gallerySpace: { at: number; entries: Promise<readonly CheckedEntry[]> } | null = null;

/**
 * The space as the module gallery shows it: the entries editors last saved (drafts included),
 * from Contentful or the fixtures, read at most once per few seconds. The content check reads it
 * afresh each time (`loadCheckedSpace`): an editor's save must be checked against what is there now.
 */
export function loadGallerySpace(now = Date.now()): Promise<readonly CheckedEntry[]> {
  if (!gallerySpace || now - gallerySpace.at > GALLERY_SPACE_SECONDS * 1000) {
    const entries = loadCheckedSpace();
    gallerySpace = { at: now, entries };
    entries.catch(() => {
      if (gallerySpace?.entries === entries) gallerySpace = null;
    });
  }
  return gallerySpace.entries;
}
