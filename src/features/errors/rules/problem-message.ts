import type { IssueCode } from "@/api/problem-codes";

/** A message of `src/messages` by its full key, with the values it needs besides `audience`. */
export interface MessageRef {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The message of each refusal code of the BFF (services return codes, the UI
 * words them per locale and audience). Codes a customer cannot cause through the forms (a
 * mismatching deal id, a reused idempotency key) get the general "check this entry".
 */
const KEY_OF_ISSUE: Readonly<Record<IssueCode, string>> = {
  required: "validation.required",
  integer: "validation.integer",
  amount: "problems.amount",
  min: "problems.min",
  max: "validation.max",
  type: "problems.invalid",
  one_of: "problems.invalid",
  email: "problems.invalid",
  invalid: "problems.invalid",
  idempotency_key_reused: "problems.invalid",
  deal_id_mismatch: "problems.invalid",
  mileage_above_limit: "validation.mileageLimit",
  appraisal_date_not_offered: "appraisal.dateNotOffered",
  appraisal_timeslot_not_offered: "appraisal.slotNotOffered",
  postcode_not_deliverable: "validation.postcodeMainland",
  phone_invalid: "validation.phone",
  handover_date_not_offered: "problems.dateNotOffered",
  return_date_not_offered: "problems.dateNotOffered",
  min_length: "validation.minLength",
  date_in_future: "problems.dateInFuture",
  photo_not_available: "problems.photoNotAvailable",
  mileage_package_not_higher: "mileageUpgrade.problems.notHigher",
  mileage_package_not_offered: "mileageUpgrade.problems.notOffered",
  prolongation_option_not_offered: "prolongation.problems.optionNotOffered",
  iban_invalid: "validation.iban",
  service_not_for_car: "problems.serviceNotForCar",
  postcode_invalid: "myAccount.errors.postcodeInvalid",
  date_invalid: "validation.date",
  min_age: "validation.minAge",
  field_locked: "myAccount.errors.fieldLocked",
  licence_before_birth: "drivers.problems.licence_before_birth",
  licence_upload_missing: "drivers.problems.required_file",
  dob_age_limits_exceeded: "drivers.problems.dob_age_limits_exceeded",
  dob_young_driver_criteria_unmet: "drivers.problems.dob_young_driver_criteria_unmet",
  agree_to_terms_invalid: "drivers.problems.agree_to_terms_invalid",
  truthful_data_invalid: "drivers.problems.truthful_data_invalid",
};

const FALLBACK = "problems.invalid";

/**
 * The message for one issue of a 422 answer (`{ path, code, values }`), read defensively: the
 * answer comes over the network, so an unknown code or odd values fall back to "check this entry".
 */
export function issueMessage(issue: unknown): MessageRef {
  const { code, values } = (typeof issue === "object" && issue !== null ? issue : {}) as { code?: unknown; values?: unknown };
  const key = typeof code === "string" && Object.hasOwn(KEY_OF_ISSUE, code) ? KEY_OF_ISSUE[code as IssueCode] : FALLBACK;
  return { key, values: plainValues(values) };
}

function plainValues(values: unknown): Record<string, string | number> {
  if (typeof values !== "object" || values === null) return {};
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => typeof entry[1] === "string" || typeof entry[1] === "number"),
  );
}
