import "server-only";
import type { ContentSource } from "@/cms/types";
import { createContentfulSource, parseContentfulHost } from "./contentful-source";
import { createFixturesSource, fixtureDirectory } from "./fixtures-source";

let source: ContentSource | undefined;

/** Contentful when a space and a delivery token are configured, else the bundled fixtures. */
export function getContentSource(): ContentSource {
  source ??= createContentSource(process.env);
  return source;
}

function createContentSource(env: NodeJS.ProcessEnv): ContentSource {
  const { CONTENTFUL_SPACE_ID: spaceId, CONTENTFUL_DELIVERY_TOKEN: deliveryToken } = env;
  if (!spaceId || !deliveryToken) {
    return createFixturesSource(env.PORTAL_FIXTURES_DIR ? fixtureDirectory(env.PORTAL_FIXTURES_DIR) : undefined);
  }
  return createContentfulSource({
    spaceId,
    deliveryToken,
    previewToken: env.CONTENTFUL_PREVIEW_TOKEN || null,
    environment: env.CONTENTFUL_ENVIRONMENT || "master",
    deliveryHost: parseContentfulHost(env.CONTENTFUL_HOST),
  });
}
