/**
 * What the BFF's refusals say, as codes (issue 10 item 7): services and the dispatcher name what
 * went wrong, the UI words it per locale and audience (`features/errors/rules/problem-message.ts`).
 * The `reason` and `message` texts beside them are for developers and logs, never shown.
 */

/** Why one field of a 422 answer is refused (`issues[].code`, with `issues[].values`). */
export const ISSUE_CODES = [
  // The catalogue's schemas.
  "required",
  "integer",
  "amount",
  "min",
  "max",
  "type",
  "one_of",
  "email",
  "invalid",
  // The dispatcher.
  "idempotency_key_reused",
  // Business rules of the services.
  "deal_id_mismatch",
  "mileage_above_limit",
  "mileage_below_latest",
  "appraisal_date_not_offered",
  "appraisal_timeslot_not_offered",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** Why a request conflicts with the state of the objects it names (409, `code`). */
export const CONFLICT_CODES = [
  "mileage_not_reportable",
  "appraisal_not_for_business",
  "appraisal_already_booked",
  "appraisal_not_bookable",
  "account_has_running_subscription",
] as const;
export type ConflictCode = (typeof CONFLICT_CODES)[number];

export interface Issue {
  /** The field, as the body names it ("current_mileage"); "" for the body as a whole. */
  path: string;
  code: IssueCode;
  /** What the message needs: a limit, the latest reading. */
  values?: Record<string, string | number>;
  /** For developers: the same in English. */
  message: string;
}
