import "server-only";
import { createClient, type CreateClientParams } from "contentful";
import type { EntryLookup, RawEntry } from "@/cms/schema/validate-entry";
import type { ContentOptions, ContentSource } from "@/cms/types";
import { moduleContracts } from "@/cms/module-contracts";
import { resolvePageEntry } from "./resolve-page-entry";
import { resolveSiteChrome, SITE_CHROME_TYPES } from "./resolve-site-chrome";

export interface ContentfulConfig {
  spaceId: string;
  environment: string;
  deliveryToken: string;
  previewToken: string | null;
  /** Another Delivery API host (`CONTENTFUL_HOST`), e.g. the stand-in of the fault suite; unset: Contentful's CDN. */
  deliveryHost?: ContentfulHost | null;
  /** Another Preview API host (`CONTENTFUL_PREVIEW_HOST`), e.g. that stand-in; unset: Contentful's. */
  previewHost?: ContentfulHost | null;
}

export interface ContentfulHost {
  /** `host` or `host:port`, as the Contentful SDK takes it. */
  host: string;
  /** Plain http, only for a local stand-in. */
  insecure: boolean;
}

export const DELIVERY_HOST = "cdn.contentful.com";
export const PREVIEW_HOST = "preview.contentful.com";

/**
 * A page not yet in the content cache waits for the client while Contentful is unreachable, so
 * the SDK's defaults (5 retries, 30 s per attempt: about 20 s when refused) are cut to a few
 * seconds before the data-load dialog: 3 attempts with the SDK's back-off (about 2 s, 2.5 s) between.
 */
export const CONTENTFUL_RETRY_LIMIT = 2;
/** Per attempt: the Delivery API answers in well under a second, a hanging connection never. */
export const CONTENTFUL_TIMEOUT_MS = 4_000;

/** `CONTENTFUL_HOST` or `CONTENTFUL_PREVIEW_HOST`: a host name (https) or an origin such as `http://127.0.0.1:3163`. */
export function parseContentfulHost(value: string | undefined): ContentfulHost | null {
  if (!value) return null;
  if (!/^[a-z]+:\/\//i.test(value)) return { host: value, insecure: false };
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`A Contentful host must be http or https: ${value}`);
  return { host: url.host, insecure: url.protocol === "http:" };
}

/** The SDK's host parameters of one API: its configured host, else Contentful's; plain http only for a stand-in. */
export function contentfulHostParams(
  api: "delivery" | "preview",
  configured: ContentfulHost | null | undefined,
): Pick<CreateClientParams, "host" | "insecure"> {
  const host = configured?.host ?? (api === "preview" ? PREVIEW_HOST : DELIVERY_HOST);
  return configured?.insecure ? { host, insecure: true } : { host };
}

export interface PageQuery {
  content_type: "page" | "siteHeader" | "siteFooter" | "consentBanner";
  locale: string;
  limit: number;
  include: number;
  "fields.slug"?: string;
}

/** The part of the Contentful delivery client this source uses; tests inject a fake. */
export interface DeliveryClient {
  withoutLinkResolution: {
    getEntries(query: PageQuery): Promise<{ items: RawEntry[]; includes?: { Entry?: RawEntry[] } }>;
  };
}

export type DeliveryClientFactory = (params: CreateClientParams) => DeliveryClient;

export function createContentfulSource(config: ContentfulConfig, clientFactory: DeliveryClientFactory = createClient): ContentSource {
  const clients = new Map<boolean, DeliveryClient>();
  const clientFor = ({ preview }: ContentOptions): DeliveryClient => {
    const existing = clients.get(preview);
    if (existing) return existing;
    const accessToken = preview ? config.previewToken : config.deliveryToken;
    if (!accessToken) throw new Error(`No Contentful ${preview ? "preview" : "delivery"} token is configured`);
    const client = clientFactory({
      space: config.spaceId,
      environment: config.environment,
      accessToken,
      ...contentfulHostParams(preview ? "preview" : "delivery", preview ? config.previewHost : config.deliveryHost),
      retryLimit: CONTENTFUL_RETRY_LIMIT,
      timeout: CONTENTFUL_TIMEOUT_MS,
    });
    clients.set(preview, client);
    return client;
  };

  return {
    name: "contentful",
    async getPage(slug, locale, options) {
      const { items, includes } = await clientFor(options).withoutLinkResolution.getEntries({
        content_type: "page",
        "fields.slug": slug,
        locale,
        include: 10,
        limit: 1,
      });
      // Check the slug again: the home page's is "", and an empty filter value must not match any page.
      const page = items.find((item) => item.fields.slug === slug);
      if (!page) return null;
      const lookup: EntryLookup = new Map([...items, ...(includes?.Entry ?? [])].map((entry) => [entry.sys.id, entry]));
      const { page: resolved, notes } = resolvePageEntry(page, lookup, moduleContracts);
      for (const note of notes) console.warn(`[cms:contentful] ${note}`);
      return resolved;
    },
    async listPageSlugs(locale, options) {
      const { items } = await clientFor(options).withoutLinkResolution.getEntries({
        content_type: "page",
        locale,
        include: 0,
        limit: 1000,
      });
      return items.flatMap((item) => (typeof item.fields.slug === "string" ? [item.fields.slug] : []));
    },
    async getSiteChrome(locale, options) {
      const answers = await Promise.all(
        SITE_CHROME_TYPES.map((contentType) =>
          clientFor(options).withoutLinkResolution.getEntries({ content_type: contentType, locale, include: 1, limit: 10 }),
        ),
      );
      const lookup: EntryLookup = new Map(
        answers.flatMap(({ items, includes }) => [...items, ...(includes?.Entry ?? [])]).map((entry) => [entry.sys.id, entry]),
      );
      const { chrome, notes } = resolveSiteChrome(lookup);
      for (const note of notes) console.warn(`[cms:contentful] ${note}`);
      return chrome;
    },
  };
}
