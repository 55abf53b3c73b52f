/**
 * What a BFF domain service refuses, in the domain's words: no status codes,
 * no HTTP. `http/error-response.ts` is the one place that turns them into answers (422, 409).
 * Each carries a code the UI words per locale (`api/problem-codes.ts`).
 */
import "server-only";
import type { ConflictCode, FileRefusalCode, Issue } from "@/api/problem-codes";

/** The input breaks a rule: the endpoint's schema or a business rule (a reading below the last one). */
export class ValidationError extends Error {
  override readonly name = "ValidationError";
  constructor(readonly issues: readonly Issue[]) {
    super(issues.map((issue) => issue.message).join("; ") || "Invalid request");
  }
}

/** The request is well-formed but the objects it names are not in a state that allows it. */
export class ConflictError extends Error {
  override readonly name = "ConflictError";
  /** `details` are fields the answer carries besides the code, e.g. `dealsPreventingAccountDeletion`. */
  constructor(
    readonly code: ConflictCode,
    reason: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(reason);
  }
}

/** An uploaded file the upload checks refuse (`files/upload-validation.ts`): too large, not an accepted type, or unsafe. */
export class RefusedFileError extends Error {
  override readonly name = "RefusedFileError";
  constructor(
    readonly code: FileRefusalCode,
    reason: string,
  ) {
    super(reason);
  }
}

/** The customer is known and may see the object, but their role does not allow this call (403 with `code`). */
export class NotPermittedError extends Error {
  override readonly name = "NotPermittedError";
  constructor(
    readonly code: "role_not_permitted",
    reason: string,
  ) {
    super(reason);
  }
}
