import "server-only";
import { now, type Dayjs } from "@/lib/clock";
import { endpoints, type Endpoint, type EndpointName } from "@/api/endpoints";
import { isFileDownload } from "@/api/file-download";
import { getSessionControl, getSessionCustomer, type SessionControl } from "../auth/auth";
import type { SessionCustomer } from "../auth/session-customer";
import { getDb, type Db } from "../db/client";
import { dealActorId } from "../business/company-access";
import { assertFlowSwitchedOn } from "../business/company-switches";
import { assertDeclaredLength, JSON_BODY_LIMIT } from "./body-limit";
import { errorResponse } from "./error-response";
import { crossSiteProblem, isStateChanging, portalOrigins } from "./cross-site";
import {
  ForbiddenError,
  MalformedRequestError,
  MethodNotAllowedError,
  NotFoundError,
  NotImplementedError,
  TooManyRequestsError,
  UnauthorizedError,
} from "./errors";
import {
  bffHandlers,
  CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY,
  PRIVATELY_CACHED_READS,
  type HandlerContext,
  type ImplementedBffEndpoint,
} from "./handlers";
import { fileResponse } from "./file-response";
import { idempotencyKeyOf, requestHashOf, runIdempotently } from "./idempotency";
import { inTransaction } from "../db/transaction";
import { withRequestLocale } from "../mail/request-locale";
import { jsonResponse } from "./json-response";
import type { UploadedFile } from "../files/uploaded-file";
import { readInput } from "./read-input";
import { compileRoutes, matchRoute, type RouteMatch } from "./route-matcher";
import { getSessionCookie } from "better-auth/cookies";
import { currentLiveSession, type LiveSession } from "../auth/live-session";
import { dataTagsOfCustomer } from "../auth/customer-data-tags";
import { portalToday } from "@/lib/calendar-day";
import { privateCacheEnabled, trustedProxiesSetting } from "@/lib/env";
import { resolveClientAddress, trustedProxiesFor } from "../auth/client-address";
import { addressSourcesOf } from "../auth/peer-address";
import { EndpointThrottles } from "./request-throttle";
import { customerDataTags } from "@/lib/private-cache/data-tags";
import { PrivateCache } from "@/lib/private-cache/private-cache";
import { dataChanges, markDataChanged } from "@/lib/private-cache/data-changes.server";

export interface BffDependencies {
  getDb(): Promise<Db>;
  getSessionCustomer(headers: Headers): Promise<SessionCustomer | null>;
  getSessionControl(): Promise<SessionControl>;
  now(): Dayjs;
  /**
   * The private cache (docs/performance.md "Private cache"): the session a request's cookie names, if the
   * storage knows it alive, and where writes record that a customer's data changed. Without them
   * (tests of other things) nothing is cached or recorded.
   */
  privateCache?: {
    liveSession(cookieValue: string | null): Promise<LiveSession | null>;
    reads: PrivateCache<CachedRead>;
    dataChanged(tags: readonly string[]): Promise<void>;
  };
  /**
   * Counts a public write against its allowance (`perClientPerMinute`): the seconds to wait when
   * it is over, else null. Without it (tests of other things) nothing is counted.
   */
  throttle?(name: EndpointName, perMinute: number, request: Request): number | null;
}

/** A JSON answer kept for one session, with the headers it was answered with. */
export interface CachedRead {
  status: number;
  headers: [string, string][];
  body: string;
}

/** Only catalogue entries this app serves (`host: "bff"`); upstream calls never reach here. */
const bffRoutes = compileRoutes(Object.entries(endpoints).filter(([, endpoint]) => endpoint.host === "bff"));

/**
 * One request through the BFF: match the catalogue path (404, 405; a control character in a
 * parameter 400) → refuse cross-site writes (403) → refuse a declared body over the endpoint's
 * limit unread (413) → require a session for deal and account scope (401) → the deal of the path
 * must be the customer's (404; for the reads in `CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY` the handler's
 * own query decides it, with the same 404) → a call behind a company switch that is off (the
 * catalogue's `businessFlow`) is refused (409) → read the input up to the limit (413) and validate it with the
 * catalogue schema (400, 422) → answer
 * 501 for a planned endpoint → run the handler (a state-changing one in one transaction, once per
 * Idempotency-Key for every JSON write),
 * which checks ownership again in its query. Validation runs before the 501 so the shared
 * schemas guard planned endpoints too; every error becomes an answer in `errorResponse`.
 *
 * A read in `PRIVATELY_CACHED_READS` by a live session is answered from the private cache when a
 * fresh copy is there; a handler that may write records afterwards that its customer's data
 * (and their company's) changed, which outdates their copies.
 */
export function createBffDispatcher(deps: BffDependencies): (request: Request) => Promise<Response> {
  async function answer(request: Request, match: RouteMatch, seen: Seen): Promise<Response> {
    try {
      // The mails a request writes speak the locale of the page it came from.
      const result = await withRequestLocale(request, () => handle(request, match, deps, seen));
      return isFileDownload(result) ? fileResponse(result) : jsonResponse(result, successStatusOf(match));
    } catch (error) {
      return errorResponse(error, request);
    }
  }
  return async function dispatch(request) {
    const url = new URL(request.url);
    const match = matchRoute(bffRoutes, request.method, url.pathname);
    const cache = deps.privateCache;
    const read = cache && privateCacheEnabled() ? privateReadKey(request.method, match, url) : null;
    const session = cache && read ? await cache.liveSession(getSessionCookie(request.headers)) : null;
    if (!cache || !read || !session) return answer(request, match, {});
    const { value } = await cache.reads.get(`${session.token} ${portalToday()} ${read}`, async () => {
      const seen: Seen = {};
      const startedAt = Date.now();
      const response = await answer(request, match, seen);
      const copied: CachedRead = { status: response.status, headers: [...response.headers], body: await response.text() };
      const { customer, db } = seen;
      if (response.status !== 200 || !customer || !db) return { value: copied, copy: null };
      return { value: copied, copy: { reads: [{ tags: await dataTagsOf(db, customer), readAt: startedAt }], bytes: copied.body.length } };
    });
    return new Response(value.body, { status: value.status, headers: value.headers });
  };
}

/** What `handle` learnt, for the private cache. */
interface Seen {
  customer?: SessionCustomer;
  db?: Db;
}

/** The path and query of a GET the private cache may answer, or null. */
function privateReadKey(method: string, match: RouteMatch, url: URL): string | null {
  if (method !== "GET") return null;
  if (match.kind !== "matched" || !isEndpointName(match.name) || !isImplemented(match.name) || !PRIVATELY_CACHED_READS.has(match.name)) return null;
  return `${url.pathname}${url.search}`;
}

/** The data tags of what this customer sees: theirs, and their company's for a business customer (one query for those). */
async function dataTagsOf(db: Db, customer: SessionCustomer): Promise<string[]> {
  return customer.audience === "b2b" ? dataTagsOfCustomer(db, customer.customerId) : customerDataTags(customer.userId);
}

/** BFF answers are small (a deal is a few KB): thousands of recent reads. */
const PRIVATE_READS_MAX_BYTES = 16 * 1024 * 1024;

// On globalThis: several routes (bff, addons, checkout, voucher) bundle this module apart.
const readsHolder = globalThis as typeof globalThis & { __portalPrivateReads?: PrivateCache<CachedRead> };

function privateReads(): PrivateCache<CachedRead> {
  return (readsHolder.__portalPrivateReads ??= new PrivateCache<CachedRead>({
    maxBytes: PRIVATE_READS_MAX_BYTES,
    lastChangeOf: (tags) => dataChanges().lastChangeOf(tags),
  }));
}

const throttles = new EndpointThrottles();

/** A public write counted under the client's real address (behind `TRUSTED_PROXIES`, the one they name). */
function throttle(name: EndpointName, perMinute: number, request: Request): number | null {
  const address = resolveClientAddress(addressSourcesOf(request.headers), trustedProxiesFor(trustedProxiesSetting()));
  return throttles.take(name, perMinute, address ?? "unknown", Date.now());
}

/** The app's dispatcher, served by `src/app/api/bff/[...path]/route.ts` and `src/app/api/ai-search/route.ts`. */
export const dispatchBff = createBffDispatcher({
  getDb,
  getSessionCustomer,
  getSessionControl,
  now,
  privateCache: { liveSession: currentLiveSession, reads: privateReads(), dataChanged: markDataChanged },
  throttle,
});

async function handle(request: Request, match: RouteMatch, deps: BffDependencies, seen: Seen): Promise<unknown> {
  if (match.kind === "method_not_allowed") throw new MethodNotAllowedError(match.allowed);
  if (match.kind === "invalid_param") throw new MalformedRequestError(`The path parameter ${match.param} contains a control character.`);
  if (match.kind === "not_found" || !isEndpointName(match.name)) throw new NotFoundError();

  const name = match.name;
  const endpoint = endpoints[name];
  const origins = portalOrigins(request);
  const crossSite = crossSiteProblem(request, origins, { acceptsUpload: "upload" in endpoint && endpoint.upload });
  if (crossSite) throw new ForbiddenError(crossSite);
  const { maxBodyBytes = JSON_BODY_LIMIT, perClientPerMinute, businessFlow }: Endpoint = endpoint;
  const retryAfter = perClientPerMinute === undefined ? null : (deps.throttle?.(name, perClientPerMinute, request) ?? null);
  if (retryAfter !== null) throw new TooManyRequestsError(retryAfter);
  assertDeclaredLength(request, maxBodyBytes);
  const customer = await deps.getSessionCustomer(request.headers);
  if (endpoint.scope !== "public" && !customer) throw new UnauthorizedError();
  const db = await deps.getDb();
  // Every deal-scoped path is checked here too, planned endpoints included; the handlers check
  // again in their own queries (for the plain reads listed in handlers.ts, that query is the check).
  const dealId = match.params.id;
  const checkedByHandler = isImplemented(name) && CHECKS_DEAL_OWNERSHIP_IN_ITS_QUERY.has(name);
  // A business customer may act on a company car their role allows (deals.md §6): the
  // handler then works on behalf of the car's contract holder (`actingFor`), with the same checks.
  let actor = customer;
  if (endpoint.scope === "deal" && customer && dealId !== undefined && (customer.audience === "b2b" || !checkedByHandler)) {
    actor = await actingFor(db, customer, dealId);
    if (!actor) throw new NotFoundError();
  }
  // A call behind a company switch its company turned off: 409 before the body
  // (an upload's file) is read, and before a planned endpoint's 501.
  if (businessFlow !== undefined && customer) await assertFlowSwitchedOn(db, customer, businessFlow);
  // Every JSON write honours an Idempotency-Key, not only the creating POSTs: a PUT of the return or
  // the handover sends a booking mail, which a replay must not send again (review round 13).
  const key = isStateChanging(request.method) && !("upload" in endpoint && endpoint.upload) ? idempotencyKeyOf(request) : null;
  const { input, files } = await readInput(request, endpoint.body, maxBodyBytes, { acceptsRawFile: "upload" in endpoint && endpoint.upload });
  if (!isImplemented(name)) throw new NotImplementedError();
  // A deal named in the body (the damage report's subscription_id, the service lookup's dealId):
  // a company car of the business customer's is acted on the same way; anything else is the
  // handler's own 404, as before.
  const bodyDealId = endpoint.scope === "deal" && dealId === undefined ? dealIdInBody(input) : undefined;
  if (customer?.audience === "b2b" && bodyDealId !== undefined) actor = (await actingFor(db, customer, bodyDealId)) ?? customer;

  const sessions = await deps.getSessionControl();
  const context = { db, now: deps.now(), customer: actor, params: match.params, input, files, sessions, origins };
  if (customer) Object.assign(seen, { customer, db });
  if (!isStateChanging(request.method)) return await runHandler(name, context);
  try {
    // Every write of the request in one transaction, or none of them; its session
    // effects once it has committed (they also need the database outside it).
    const afterCommit = sessionEffectsAfterCommit(sessions);
    const result = await inTransaction(db, (tx) => {
      afterCommit.discard();
      const run = () => runHandler(name, { ...context, db: tx, sessions: afterCommit.sessions });
      if (key === null || !customer) return run();
      const call = { customerId: (actor ?? customer).customerId, endpoint: name, key, requestHash: requestHashOf(name, match.params, input) };
      return runIdempotently(tx, call, run);
    });
    await afterCommit.run();
    return result;
  } finally {
    // After the transaction ended, whatever its outcome (a file may have been stored before a failure).
    if (customer) await deps.privateCache?.dataChanged(await dataTagsOf(db, customer));
  }
}

/**
 * What a handler asks of the sessions (end them all, forget a cached customer), held until the
 * request's transaction commits: before it, another request could cache the customer as they
 * were, and ending sessions writes through better-auth's own connection, which would wait for
 * this transaction (PGlite has one connection). A retried transaction starts with none held.
 */
function sessionEffectsAfterCommit(sessions: SessionControl) {
  let held: (() => Promise<void>)[] = [];
  return {
    sessions: {
      endAll: async (userId) => void held.push(() => sessions.endAll(userId)),
      customerChanged: async (userId) => void held.push(() => sessions.customerChanged(userId)),
    } satisfies SessionControl,
    discard: () => void (held = []),
    run: async () => {
      for (const effect of held) await effect();
    },
  };
}

interface UncheckedContext {
  db: Db;
  now: Dayjs;
  customer: SessionCustomer | null;
  params: Record<string, string>;
  input: unknown;
  files: readonly UploadedFile[];
  sessions: SessionControl;
  origins: readonly string[];
}

function runHandler<N extends ImplementedBffEndpoint>(name: N, context: UncheckedContext): Promise<unknown> {
  const handler = bffHandlers[name];
  // The one place untyped request data becomes typed: `handle` has matched the params against
  // this endpoint's template, required the customer for its scope and validated the input with
  // its schema, which is what HandlerContext<N> states.
  return handler(context as unknown as HandlerContext<N>);
}

/** The catalogue's `successStatus` of the endpoint the request matched (the payment session's 201). */
function successStatusOf(match: RouteMatch): number {
  if (match.kind !== "matched" || !isEndpointName(match.name)) return 200;
  const endpoint: Endpoint = endpoints[match.name];
  return endpoint.successStatus ?? 200;
}

function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

function isImplemented(name: EndpointName): name is ImplementedBffEndpoint {
  return Object.hasOwn(bffHandlers, name);
}

/**
 * The customer as the handler sees them for this deal: themselves for their own deal; for a company
 * car their role lets them act on, the same session with the contract holder's customer id (the
 * deal services filter by it); null when the deal is not theirs to act on (a 404).
 */
async function actingFor(db: Db, customer: SessionCustomer, dealId: string): Promise<SessionCustomer | null> {
  const ownerId = await dealActorId(db, customer.customerId, dealId);
  if (ownerId === null) return null;
  return ownerId === customer.customerId ? customer : { ...customer, customerId: ownerId };
}

function dealIdInBody(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const record = input as Record<string, unknown>;
  const value = record.subscription_id ?? record.subscriptionId ?? record.dealId;
  return typeof value === "string" ? value : undefined;
}
