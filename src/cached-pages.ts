import "server-only";
import { getSessionCookie } from "better-auth/cookies";
import { currentLiveSession } from "@/bff/auth/live-session";
import { catalogueSearchSlugs } from "@/bff/car-search/car-catalogue";
import { getDb } from "@/bff/db/client";
import { CONTENT_REVALIDATE_SECONDS } from "@/cms/cache-tags";
import { getPublishedSlugs } from "@/cms/get-page.server";
import { isLocale } from "@/i18n/locales";
import { portalToday } from "@/lib/calendar-day";
import { contentfulAppOrigins, currentEnv, isDevelopment, pageCacheHosts, privateCacheEnabled } from "@/lib/env";
import { isCacheableHost, privatePageKey, publicPageKey, type CachedPageRequest } from "@/lib/page-cache/cacheable-request";
import { lastChangeOf } from "@/lib/page-cache/content-changes.server";
import { PageCache, type RenderedPage } from "@/lib/page-cache/page-cache";
import { cachedPrivatePage, privatePage } from "@/lib/page-cache/private-pages.server";
import { pageAnswer, renderForCache, type PageAnswer } from "@/lib/page-cache/public-pages.server";
import { isUnknownPage, NOT_FOUND_RENDER_SEGMENT, notFoundKey } from "@/cms/unknown-pages";
import { BASE_PATH } from "@/lib/paths";
import { createNonce, pageCsp } from "@/lib/security/headers";
import { VIDEO_EMBED_HOSTS, VIDEO_FILE_HOSTS } from "@/modules/cta/video-source";

/**
 * What the proxy and the front door (`front-door.ts`) share: the two page caches and how an answer
 * is made from one of their copies (docs/performance.md "Page cache", "Private cache"). The proxy meets a miss
 * by rendering the page; the front door, which answers before Next, leaves a miss to Next (and so
 * to the proxy), so it only ever serves what the proxy put in a cache.
 */
export type Misses = "render" | "pass";

// On globalThis like the other caches: the proxy and the front door are bundled apart, one process.
const holder = globalThis as typeof globalThis & { __portalPublicPages?: PageCache };

/** Public pages as a visitor without a session sees them. */
function publicPages(): PageCache {
  return (holder.__portalPublicPages ??= new PageCache({
    maxEntries: 500,
    maxAgeMs: CONTENT_REVALIDATE_SECONDS * 1000,
    retryAfterMs: 1000,
    lastChangeOf,
    onRenderError: (key, error) => console.error(`[page-cache] rendering ${key} failed`, error),
  }));
}

/** The page's Content-Security-Policy options; a signed draft preview may be framed by Contentful. */
export function pageCspOptions(preview: boolean) {
  return {
    development: isDevelopment(),
    preview,
    editorOrigins: preview ? contentfulAppOrigins() : [],
    video: { embedHosts: VIDEO_EMBED_HOSTS, fileHosts: VIDEO_FILE_HOSTS },
  };
}

/**
 * The answer from the page caches, or null when the request is not theirs (the page then renders
 * as usual): a public page for a visitor without a session, or a signed-in customer's page from
 * the private cache when the session is one the storage knows alive; never for a Host other than
 * the configured origin's (`isCacheableHost`). With `misses: "pass"` a page
 * the cache does not hold is null too. A cache that fails (its loopback render, the session
 * storage) is null as well, with the reason logged: the page then renders as it would without the
 * caches, never a 500 of theirs (review round 22 met two under load).
 */
export async function cachedPageAnswer(request: CachedPageRequest, misses: Misses): Promise<PageAnswer | null> {
  try {
    return await cachedAnswer(request, misses);
  } catch (error) {
    console.error(`[page-cache] ${request.method} ${request.pathname} answered without the caches`, error);
    return null;
  }
}

async function cachedAnswer(request: CachedPageRequest, misses: Misses): Promise<PageAnswer | null> {
  if (!isCacheableHost(request.host, cacheableHosts())) return null;
  const publicKey = publicPageKey(request);
  if (publicKey) {
    const page = await publicPage(request, publicKey, misses);
    return answerOrPass(page, request.method);
  }
  const privateKey = privateCacheEnabled() && privatePageKey(request);
  if (!privateKey) return null;
  const session = await currentLiveSession(getSessionCookie(new Headers({ cookie: request.cookie })));
  if (!session) return null;
  // The key holds the session's token, so a copy is only ever served to the session it was made
  // for, and the Berlin day, so none outlives the day it was made on.
  const key = `${session.token} ${portalToday()} ${request.host}`;
  // Told at once or not at all: with the CMS unreachable the slug read waits for its timeout, and the
  // page's own render would wait for it again (the fault suite holds the customer's wait).
  const notFound = (await knownAtOnce(isUnknown(request.segments))) ? await privateNotFoundPage(key, request, misses) : null;
  if (notFound) return answerOrPass(notFound, request.method);
  const page =
    misses === "render"
      ? await privatePage(`${key}${privateKey}`, `${BASE_PATH}${privateKey}`, request.host, request.cookie)
      : await cachedPrivatePage(`${key}${privateKey}`);
  return answerOrPass(page, request.method);
}

/**
 * For a path no page answers, the locale's not-found page as this session sees it (its header
 * names the customer), one copy per session and locale: a customer's unknown paths cost one
 * render, not one each (issue 40 goal 1). Null when its render is no 404 or (`"pass"`) not held.
 */
async function privateNotFoundPage(sessionKey: string, { host, segments, cookie }: CachedPageRequest, misses: Misses): Promise<RenderedPage | null> {
  const locale = segments[0] ?? "";
  if (!isLocale(locale)) return null;
  const key = `${sessionKey} ${notFoundKey(host, locale)}`;
  const page =
    misses === "render"
      ? await privatePage(key, `${BASE_PATH}/${locale}/${NOT_FOUND_RENDER_SEGMENT}`, host, cookie, 404)
      : await cachedPrivatePage(key);
  return page?.status === 404 ? withoutPathLinks(page) : null;
}

/**
 * A copy's answer; none for a redirect (a page that sends its customer elsewhere, deals.md §7 "404
 * to /404"): Next answers those itself, its relative Location intact.
 */
function answerOrPass(page: RenderedPage | null, method: string): PageAnswer | null {
  if (!page || (page.status >= 300 && page.status < 400)) return null;
  return answerOf(page, method);
}

/**
 * The page's own copy; for a path no page answers, the locale's not-found copy;
 * else with `misses: "render"` the page rendered now, and null with "pass".
 */
async function publicPage({ host, segments }: CachedPageRequest, key: string, misses: Misses): Promise<RenderedPage | null> {
  const render = () => renderForCache(`${BASE_PATH}${key}`, host);
  const own = publicPages().cached(`${host}${key}`, render);
  if (own) return own;
  const notFound = (await isUnknown(segments)) ? await notFoundPage(host, segments[0] ?? "", misses) : null;
  if (notFound) return notFound;
  return misses === "render" ? publicPages().get(`${host}${key}`, render) : null;
}

/** How long a signed-in request waits to learn whether its path is unknown before it renders as any page. */
const UNKNOWN_PATH_BUDGET_MS = 250;

/** The answer if it comes within the budget (the slugs are kept in memory, so it does), else false. */
async function knownAtOnce(unknown: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), UNKNOWN_PATH_BUDGET_MS)));
  try {
    return await Promise.race([unknown, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether no page answers the path, by the published slugs and the catalogue's models; unknowable (the CMS or the database unreadable) counts as known. */
async function isUnknown(segments: readonly string[]): Promise<boolean> {
  const locale = segments[0];
  if (!locale || !isLocale(locale) || segments.length < 2) return false;
  try {
    const slugs = await getPublishedSlugs(locale);
    const carSlugs = segments[1] === "subscribe" && segments.length === 3 ? await catalogueSearchSlugs(await getDb()) : undefined;
    return isUnknownPage(segments, slugs, carSlugs ? { carSlug: carSlugs } : {});
  } catch (error) {
    console.warn(`[page-cache] the pages of ${locale} unreadable: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** The locale's not-found copy (status 404 kept), or null when its render is no 404 or (`"pass"`) not held. */
async function notFoundPage(host: string, locale: string, misses: Misses): Promise<RenderedPage | null> {
  if (!isLocale(locale)) return null;
  const key = notFoundKey(host, locale);
  const render = async () => withoutPathLinks(await renderForCache(`${BASE_PATH}/${locale}/${NOT_FOUND_RENDER_SEGMENT}`, host));
  const page = misses === "render" ? await publicPages().get(key, render, 404) : publicPages().cached(key, render, 404);
  return page?.status === 404 ? page : null;
}

/** A not-found copy without its Link header: next-intl's alternate links there name the path it was rendered from. */
function withoutPathLinks(page: RenderedPage): RenderedPage {
  return { ...page, headers: page.headers.filter(([name]) => name !== "link") };
}

let hosts: { of: string; hosts: ReadonlySet<string> | null } | undefined;

/** `pageCacheHosts`, worked out again only when the settings it reads change (tests change them). */
function cacheableHosts(): ReadonlySet<string> | null {
  const env = currentEnv();
  const of = `${env.PORTAL_ORIGIN} ${env.__NEXT_PRIVATE_ORIGIN} ${env.PORT}`;
  if (hosts?.of !== of) hosts = { of, hosts: pageCacheHosts(env) };
  return hosts.hosts;
}

/** One visitor's answer: a fresh nonce in place of the placeholder, and the policy naming it. */
function answerOf(page: RenderedPage, method: string): PageAnswer {
  const nonce = createNonce();
  const answer = pageAnswer(page, nonce, method);
  answer.headers.push(["content-security-policy", pageCsp(nonce, pageCspOptions(false))]);
  return answer;
}
