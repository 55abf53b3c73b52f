import "server-only";
import { createClient, type CreateClientParams } from "contentful";
import type { EntryLookup, RawEntry } from "@/cms/schema/validate-entry";
import type { ContentOptions, ContentSource } from "@/cms/types";
import { resolvePageEntry } from "./resolve-page";

export interface ContentfulConfig {
  spaceId: string;
  environment: string;
  deliveryToken: string;
  previewToken: string | null;
  /** Another Delivery API host (`CONTENTFUL_HOST`), e.g. the stand-in of the fault suite; unset: Contentful's CDN. */
  deliveryHost?: ContentfulHost | null;
}

export interface ContentfulHost {
  /** `host` or `host:port`, as the Contentful SDK takes it. */
  host: string;
  /** Plain http, only for a local stand-in. */
  insecure: boolean;
}

export const DELIVERY_HOST = "cdn.contentful.com";
export const PREVIEW_HOST = "preview.contentful.com";

/** `CONTENTFUL_HOST`: a host name (https) or an origin such as `http://127.0.0.1:3163`. */
export function parseContentfulHost(value: string | undefined): ContentfulHost | null {
  if (!value) return null;
  if (!/^[a-z]+:\/\//i.test(value)) return { host: value, insecure: false };
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`CONTENTFUL_HOST must be http or https: ${value}`);
  return { host: url.host, insecure: url.protocol === "http:" };
}

export interface PageQuery {
  content_type: "page";
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

export function createContentfulSource(
  config: ContentfulConfig,
  clientFactory: DeliveryClientFactory = createClient,
): ContentSource {
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
      host: preview ? PREVIEW_HOST : (config.deliveryHost?.host ?? DELIVERY_HOST),
      ...(!preview && config.deliveryHost?.insecure ? { insecure: true } : {}),
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
      const { page: resolved, notes } = resolvePageEntry(page, lookup);
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
  };
}
