/**
 * What the BFF's refusals say, as codes: services and the dispatcher name what
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
  "appraisal_date_not_offered",
  "appraisal_timeslot_not_offered",
  "postcode_not_deliverable",
  "phone_invalid",
  "handover_date_not_offered",
  "return_date_not_offered",
  "min_length",
  "date_in_future",
  "photo_not_available",
  "mileage_package_not_higher",
  "mileage_package_not_offered",
  "prolongation_option_not_offered",
  "iban_invalid",
  "service_not_for_car",
  // Account forms (account.md §5).
  "postcode_invalid",
  "date_invalid",
  "min_age",
  "field_locked",
  // Additional drivers (account.md §5 Driver, §8 Drivers).
  "date_invalid",
  "postcode_invalid",
  "licence_before_birth",
  "licence_upload_missing",
  "dob_age_limits_exceeded",
  "dob_young_driver_criteria_unmet",
  "agree_to_terms_invalid",
  "truthful_data_invalid",
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

/** Why a request conflicts with the state of the objects it names (409, `code`). */
export const CONFLICT_CODES = [
  "mileage_not_reportable",
  "appraisal_not_for_business",
  "appraisal_already_booked",
  "appraisal_not_bookable",
  "account_has_running_subscription",
  "handover_not_changeable",
  "delivery_not_delayed",
  "delay_choice_not_offered",
  "delay_choice_already_made",
  "return_not_changeable",
  "return_comment_not_for_business",
  "service_not_schedulable",
  "mileage_upgrade_not_available",
  "mileage_upgrade_too_late",
  "mileage_upgrade_switched_off",
  // deals.md §4 Mileage: a lead's order is not finished, it has no package to raise yet.
  "mileage_upgrade_order_pending",
  // The company switched the flow off (account.md §2 Business portal; `bff/business/company-switches.ts`).
  "damage_report_switched_off",
  // deals.md §4 Damage report: only an ACTIVE deal's car can be reported on (the form shows for "deal-is-active" only).
  "damage_not_reportable",
  "service_request_switched_off",
  "mileage_package_changed",
  // Add-ons and insurance (deals.md §4, account.md §4).
  "addon_change_not_allowed",
  "addon_not_offered",
  "addon_not_applied",
  "addon_not_cancelable",
  "addon_change_conflict",
  "deductible_reduction_not_offered",
  "prolongation_not_offered",
  "deposit_refund_not_awaited",
  // Buy the car (deals.md §4): outside the day window, or the car is not in the inventory.
  "buy_car_not_offered",
  // Payment methods (account.md §4, §6, §8).
  "payment_method_not_editable",
  "payment_session_closed",
  "card_declined",
  // Additional drivers (account.md §4, §8).
  "driver_already_exists",
  "driver_not_deletable",
  "licence_upload_taken",
  // Business portal.
  "contact_already_exists",
  "driver_not_assignable",
  "own_role_not_changeable",
  // Loyalty and referral (account.md §4, §8, §9).
  "insufficient_points",
  "voucher_minimum",
  "voucher_already_open",
  "reward_not_offered",
  "referral_needs_booking",
] as const;

/**
 * Why an uploaded file is refused (413, 415, 422 with `code`): deals.md §5, §9 uploads;
 * `file_active_content` is a PDF with a script, an action or an embedded file.
 */
export const FILE_REFUSAL_CODES = ["file_too_large", "file_type_not_accepted", "file_invalid", "file_active_content"] as const;
export type FileRefusalCode = (typeof FILE_REFUSAL_CODES)[number];
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
