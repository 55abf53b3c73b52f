/**
 * What can go wrong in a BFF request at the HTTP level, as Error subclasses the dispatcher
 * throws; `error-response.ts` is the one place that turns them (and the services' domain errors
 * of `../domain-errors.ts`) into HTTP answers. Services never import this file.
 */

export class NotFoundError extends Error {
  override readonly name = "NotFoundError";
  constructor(message = "Not found") {
    super(message);
  }
}

export class UnauthorizedError extends Error {
  override readonly name = "UnauthorizedError";
  constructor(message = "No valid session") {
    super(message);
  }
}

export class ForbiddenError extends Error {
  override readonly name = "ForbiddenError";
  constructor(message = "Not allowed") {
    super(message);
  }
}

export class MethodNotAllowedError extends Error {
  override readonly name = "MethodNotAllowedError";
  constructor(readonly allowed: readonly string[]) {
    super(`Method not allowed; allowed: ${allowed.join(", ")}`);
  }
}

/** The request cannot be read at all: malformed JSON, an unsupported content type. */
export class MalformedRequestError extends Error {
  override readonly name = "MalformedRequestError";
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The catalogue lists the endpoint as `planned`: it has no handler in the embedded BFF yet. */
export class NotImplementedError extends Error {
  override readonly name = "NotImplementedError";
}

/** A public write over its allowance per client and minute (`perClientPerMinute` in the catalogue). */
export class TooManyRequestsError extends Error {
  override readonly name = "TooManyRequestsError";
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many requests; try again in ${retryAfterSeconds} s.`);
  }
}
