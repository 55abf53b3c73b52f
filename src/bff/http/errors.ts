/**
 * What can go wrong in a BFF request, as Error subclasses. Services and the dispatcher throw
 * them; `error-response.ts` is the one place that turns them into HTTP answers.
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

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The request was read but breaks the endpoint's schema. */
export class ValidationError extends Error {
  override readonly name = "ValidationError";
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issues.map((issue) => issue.message).join("; ") || "Invalid request");
  }
}

export class ConflictError extends Error {
  override readonly name = "ConflictError";
  /** Fields the answer carries besides the reason, e.g. `dealsPreventingAccountDeletion`. */
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** The catalogue lists the endpoint as `planned`: it has no handler in the embedded BFF yet. */
export class NotImplementedError extends Error {
  override readonly name = "NotImplementedError";
}
