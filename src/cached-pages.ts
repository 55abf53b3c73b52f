import "server-only";
import { getSessionCookie } from "better-auth/cookies";
import { currentLiveSession } from "@/bff/auth/live-session";
import { CONTENT_REVALIDATE_SECONDS } from "@/cms/cache-tags";
import { portalToday } from "@/lib/calendar-day";
import { currentEnv, isDevelopment, pageCacheHosts, privateCacheEnabled } from "@/lib/env";
import { isCacheableHost, privatePageKey, publicPageKey, type CachedPageRequest } from "@/lib/page-cache/cacheable-request";
import { lastChangeOf } from "@/lib/page-cache/content-changes.server";
import { PageCache, type RenderedPage } from "@/lib/page-cache/page-cache";
import { cachedPrivatePage, privatePage } from "@/lib/page-cache/private-pages.server";
import { pageAnswer, renderForCache, type PageAnswer } from "@/lib/page-cache/public-pages.server";
import { BASE_PATH } from "@/lib/paths";
import { createNonce, pageCsp } from "@/lib/security/headers";
import { VIDEO_EMBED_HOSTS, VIDEO_FILE_HOSTS } from "@/modules/cta/video-source";

/**
 * What the proxy and the front door (`front-door.ts`) share: the two page caches and how an answer
 * is made from one of their copies (README "Page cache", "Private cache"). The proxy meets a miss
 * by rendering the page; the front door, which answers before Next, leaves a miss to Next (and so
 * to the proxy), so it only ever serves what the proxy put in a cache.
 */
export type Misses = "render" | "pass";

// On globalThis like the other caches: the proxy and the front door are bundled apart, one process.
const holder = globalThis as typeof globalThis & { __portalPublicPages?: PageCache };

/** Public pages as a visitor without a session sees them (issue 11 goal 1). */
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
  return { development: isDevelopment(), preview, video: { embedHosts: VIDEO_EMBED_HOSTS, fileHosts: VIDEO_FILE_HOSTS } };
}

/**
 * The answer from the page caches, or null when the request is not theirs (the page then renders
 * as usual): a public page for a visitor without a session, or a signed-in customer's page from
 * the private cache when the session is one the storage knows alive; never for a Host other than
 * the configured origin's (`isCacheableHost`). With `misses: "pass"` a page
 * the cache does not hold is null too.
 */
export async function cachedPageAnswer(request: CachedPageRequest, misses: Misses): Promise<PageAnswer | null> {
  if (!isCacheableHost(request.host, cacheableHosts())) return null;
  const publicKey = publicPageKey(request);
  if (publicKey) {
    const page = await publicPage(request.host, publicKey, misses);
    return page && answerOf(page, request.method);
  }
  const privateKey = privateCacheEnabled() && privatePageKey(request);
  if (!privateKey) return null;
  const session = await currentLiveSession(getSessionCookie(new Headers({ cookie: request.cookie })));
  if (!session) return null;
  // The key holds the session's token, so a copy is only ever served to the session it was made
  // for, and the Berlin day, so none outlives the day it was made on.
  const key = `${session.token} ${portalToday()} ${request.host}${privateKey}`;
  const page = misses === "render" ? await privatePage(key, `${BASE_PATH}${privateKey}`, request.host, request.cookie) : await cachedPrivatePage(key);
  return page && answerOf(page, request.method);
}

function publicPage(host: string, key: string, misses: Misses): Promise<RenderedPage> | RenderedPage | null {
  const render = () => renderForCache(`${BASE_PATH}${key}`, host);
  return misses === "render" ? publicPages().get(`${host}${key}`, render) : publicPages().cached(`${host}${key}`, render);
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
