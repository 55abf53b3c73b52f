import "server-only";
import { ConflictError, NotPermittedError, RefusedFileError, ValidationError } from "../domain-errors";
import { PayloadTooLargeError } from "./body-limit";
import {
  ForbiddenError,
  MalformedRequestError,
  MethodNotAllowedError,
  NotFoundError,
  NotImplementedError,
  TooManyRequestsError,
  UnauthorizedError,
} from "./errors";
import { jsonResponse } from "./json-response";

export const NOT_FOUND_REASON = "Nothing at this path for this customer.";
export const UNAUTHORIZED_REASON = "This call needs a signed-in session.";

/**
 * The one mapping from errors to answers: the dispatcher's HTTP errors and the services' domain
 * errors (`../domain-errors.ts`). Bodies carry a stable code (`error`, and for a domain error its
 * own `code` or each issue's, which the UI words) and, for bad input, an English reason for
 * developers; never a stack trace or a field of the object asked for. Anything unexpected is
 * logged here and answered as a bare 500.
 */
export function errorResponse(error: unknown, request: Request): Response {
  // The same reason for a path that names nothing and for another customer's object: it tells nothing of either.
  if (error instanceof NotFoundError) return jsonResponse({ error: "not_found", reason: NOT_FOUND_REASON }, 404);
  if (error instanceof UnauthorizedError) return jsonResponse({ error: "unauthorized", reason: UNAUTHORIZED_REASON }, 401);
  if (error instanceof ForbiddenError) return jsonResponse({ error: "forbidden", reason: error.message }, 403);
  if (error instanceof NotPermittedError) return jsonResponse({ error: "forbidden", code: error.code, reason: error.message }, 403);
  if (error instanceof MethodNotAllowedError) {
    return jsonResponse({ error: "method_not_allowed" }, 405, { allow: error.allowed.join(", ") });
  }
  if (error instanceof PayloadTooLargeError) {
    // Answered before the body is read; Node discards the rest and keeps the connection. Closing it
    // instead would reset a socket with unread bytes, and a proxy still sending the body then loses
    // this answer and says 502 (the cluster suite's nginx case).
    return jsonResponse({ error: "payload_too_large", reason: error.message, limit: error.limit }, 413);
  }
  if (error instanceof TooManyRequestsError) {
    return jsonResponse({ error: "too_many_requests", reason: error.message }, 429, { "retry-after": String(error.retryAfterSeconds) });
  }
  if (error instanceof MalformedRequestError) return jsonResponse({ error: "invalid_request", reason: error.reason }, 400);
  if (error instanceof ValidationError) {
    return jsonResponse({ error: "invalid_request", reason: error.message, issues: error.issues }, 422);
  }
  if (error instanceof ConflictError) {
    return jsonResponse({ ...error.details, error: "conflict", code: error.code, reason: error.message }, 409);
  }
  if (error instanceof RefusedFileError) {
    const status = error.code === "file_too_large" ? 413 : error.code === "file_type_not_accepted" ? 415 : 422;
    return jsonResponse({ error: "file_refused", code: error.code, reason: error.message }, status);
  }
  if (error instanceof NotImplementedError) return jsonResponse({ error: "not_implemented" }, 501);

  console.error(`[bff] ${request.method} ${new URL(request.url).pathname} failed`, error);
  return jsonResponse({ error: "internal_error" }, 500);
}
