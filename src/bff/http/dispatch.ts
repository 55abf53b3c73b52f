import "server-only";
import { now, type Dayjs } from "@/lib/clock";
import { endpoints, type EndpointName } from "@/lib/api/endpoints";
import { getSessionCustomer } from "../auth/auth";
import type { SessionCustomer } from "../auth/session-customer";
import { getDb, type Db } from "../db/client";
import { errorResponse } from "./error-response";
import { MethodNotAllowedError, NotFoundError, NotImplementedError, UnauthorizedError } from "./errors";
import { bffHandlers, type HandlerContext, type ImplementedBffEndpoint } from "./handlers";
import { jsonResponse } from "./json-response";
import { readInput } from "./read-input";
import { compileRoutes, matchRoute } from "./route-matcher";

export interface BffDependencies {
  getDb(): Promise<Db>;
  getSessionCustomer(headers: Headers): Promise<SessionCustomer | null>;
  now(): Dayjs;
}

/** Only catalogue entries this app serves (`host: "bff"`); upstream calls never reach here. */
const bffRoutes = compileRoutes(Object.entries(endpoints).filter(([, endpoint]) => endpoint.host === "bff"));

/**
 * One request through the BFF: match the catalogue path (404, 405) → require a session for deal
 * and account scope (401) → read and validate the input with the catalogue schema (400, 422) →
 * answer 501 for a planned endpoint → run the handler, which checks the deal belongs to the
 * customer in its query (404). Validation runs before the 501 so the shared schemas guard planned
 * endpoints too; every error becomes an answer in `errorResponse`.
 */
export function createBffDispatcher(deps: BffDependencies): (request: Request) => Promise<Response> {
  return async function dispatch(request) {
    try {
      return jsonResponse(await handle(request, deps));
    } catch (error) {
      return errorResponse(error, request);
    }
  };
}

/** The app's dispatcher, served by `src/app/api/bff/[...path]/route.ts`. */
export const dispatchBff = createBffDispatcher({ getDb, getSessionCustomer, now });

async function handle(request: Request, deps: BffDependencies): Promise<unknown> {
  const match = matchRoute(bffRoutes, request.method, new URL(request.url).pathname);
  if (match.kind === "method_not_allowed") throw new MethodNotAllowedError(match.allowed);
  if (match.kind === "not_found" || !isEndpointName(match.name)) throw new NotFoundError();

  const name = match.name;
  const endpoint = endpoints[name];
  const customer = await deps.getSessionCustomer(request.headers);
  if (endpoint.scope !== "public" && !customer) throw new UnauthorizedError();
  const input = await readInput(request, endpoint.body);
  if (!isImplemented(name)) throw new NotImplementedError();

  return runHandler(name, { db: await deps.getDb(), now: deps.now(), customer, params: match.params, input });
}

interface UncheckedContext {
  db: Db;
  now: Dayjs;
  customer: SessionCustomer | null;
  params: Record<string, string>;
  input: unknown;
}

function runHandler<N extends ImplementedBffEndpoint>(name: N, context: UncheckedContext): Promise<unknown> {
  const handler = bffHandlers[name];
  // The one place untyped request data becomes typed: `handle` has matched the params against
  // this endpoint's template, required the customer for its scope and validated the input with
  // its schema, which is what HandlerContext<N> states.
  return handler(context as unknown as HandlerContext<N>);
}

function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

function isImplemented(name: EndpointName): name is ImplementedBffEndpoint {
  return Object.hasOwn(bffHandlers, name);
}
