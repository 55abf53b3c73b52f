import "server-only";
import type { ContentSource } from "@/cms/types";
import { contentfulSettings, fixturesDir } from "@/lib/env";
import { createContentfulSource, parseContentfulHost } from "./contentful-source";
import { createFixturesSource, fixtureDirectory } from "./fixtures-source";

let source: ContentSource | undefined;

/** Contentful when a space and a delivery token are configured, else the bundled fixtures. */
export function getContentSource(): ContentSource {
  source ??= createContentSource();
  return source;
}

function createContentSource(): ContentSource {
  const contentful = contentfulSettings();
  if (!contentful) {
    const directory = fixturesDir();
    return createFixturesSource(directory ? fixtureDirectory(directory) : undefined);
  }
  const { host, previewHost, ...settings } = contentful;
  return createContentfulSource({ ...settings, deliveryHost: parseContentfulHost(host), previewHost: parseContentfulHost(previewHost) });
}
