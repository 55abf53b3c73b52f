import { LICENCE_MAX_BYTES } from "@/api/upload-limits";
import { berlinDay, type CalendarDay } from "@/lib/calendar-day";
import type { Dayjs } from "@/lib/clock";
import { DRIVER_RELATIONSHIP_TYPES, type DriverRelationshipType, type DriverStatus } from "../types";
import { NAME_PATTERN } from "@/features/auth/rules/registration-rules";
import { CONTROL_CHARACTER } from "@/lib/text";
import { parseGermanDay } from "@/lib/german-day";
import { germanPostcode } from "@/features/step-forms/validators/postcode";

/**
 * The additional driver (account.md §3 Driver, §4 Drivers, §5 Driver, §8 Drivers, §9): one home of
 * each rule, called by the add form and by the BFF's `POST drivers` alike.
 */

/** account.md §5, §9: the minimum age of an additional driver. */
export const DRIVER_MIN_AGE = 17;
/** account.md §9 "Age bounds 23 and 65": younger than 23 or older than 65 pays the extra fee. */
export const YOUNG_DRIVER_AGE = 23;
export const SENIOR_DRIVER_AGE = 65;
/** account.md §5, §9: the licence held uninterrupted for at least 2 years. */
export const LICENCE_MIN_YEARS = 2;
/** account.md §9: the monthly fee of an additional driver who is young, senior or new to driving (fallback 19). */
export const EXTRA_DRIVER_FEE_EUR = 19;
/** account.md §5: the licence scan's extensions and size. */
export const LICENCE_EXTENSIONS = ["jpg", "jpeg", "png", "pdf", "heic"] as const;
export { LICENCE_MAX_BYTES };
/** account.md §5 "Names 1 to 100". */
export const DRIVER_NAME_MAX_LENGTH = 100;
/** The oldest believable birth year: no licence holder is older than this many years (a typo guard). */
const MAX_AGE = 120;

/** Whole years from `from` to `to` (both calendar days): a birthday counts on its day; 29 Feb counts on 1 Mar. */
export function wholeYearsBetween(from: CalendarDay, to: CalendarDay): number {
  const [fy, fm, fd] = from.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = to.split("-").map(Number) as [number, number, number];
  let years = ty - fy;
  if (tm < fm || (tm === fm && td < fd)) years -= 1;
  return years;
}

export interface DriverFacts {
  /** Age in whole years on today's Berlin day. */
  age: number;
  /** Whole years the licence has been held. */
  licenceYears: number;
}

export function driverFacts(dateOfBirth: CalendarDay, licenceIssueDate: CalendarDay, now: Dayjs): DriverFacts {
  const today = berlinDay(now);
  return { age: wholeYearsBetween(dateOfBirth, today), licenceYears: wholeYearsBetween(licenceIssueDate, today) };
}

/** What is known of a driver so far: the add form knows a fact once its date is typed and valid (null until then). */
export interface KnownDriverFacts {
  age: number | null;
  licenceYears: number | null;
}

/** The facts of the dates known so far: either may still be missing while the add form is filled in. */
export function knownDriverFacts(dateOfBirth: CalendarDay | null, licenceIssueDate: CalendarDay | null, now: Dayjs): KnownDriverFacts {
  const today = berlinDay(now);
  return {
    age: dateOfBirth === null ? null : wholeYearsBetween(dateOfBirth, today),
    licenceYears: licenceIssueDate === null ? null : wholeYearsBetween(licenceIssueDate, today),
  };
}

/**
 * account.md §5 "Extra-fee banner shown if the age is under 23 or over 65, or the licence is held
 * under 2 years": any one condition is enough, so each known fact decides on its own (the banner
 * shows for a driver of 22 or 66 before the licence date is typed); a fact not known yet raises
 * nothing. The BFF passes both facts, so its `extra_fee` is the same rule.
 */
export function hasExtraDriverFee({ age, licenceYears }: KnownDriverFacts): boolean {
  // A driver the BFF refuses (§8 dob_young_driver_criteria_unmet) is offered no fee: the banner
  // promised 19 € for a driver of 20 with a new licence, and the answer was "nicht verfügbar".
  if (age !== null && licenceYears !== null && isYoungDriverCriteriaUnmet({ age, licenceYears })) return false;
  const ageQualifies = age !== null && (age < YOUNG_DRIVER_AGE || age > SENIOR_DRIVER_AGE);
  const licenceQualifies = licenceYears !== null && licenceYears < LICENCE_MIN_YEARS;
  return ageQualifies || licenceQualifies;
}

/**
 * account.md §8 dob_young_driver_criteria_unmet ("vehicle not available for drivers under 23"); the
 * criteria are not shown. Read with §5 "Licence must be valid in the EU and held uninterrupted for
 * at least 2 years": a driver under 23 must meet it; from 23 on, a newer licence is the extra-fee case.
 */
export function isYoungDriverCriteriaUnmet({ age, licenceYears }: DriverFacts): boolean {
  return age < YOUNG_DRIVER_AGE && licenceYears < LICENCE_MIN_YEARS;
}

/**
 * The status a new driver gets (account.md §4 "success shows active or pending (under review)";
 * what decides it is not shown): a driver of 23 to 65 with a licence of 2 years or more is the
 * standard case and active at once; a young, senior or new driver (the extra-fee cases of §5) goes
 * to a person for review, pending, as the fee must be agreed on first. Rejection is that review's
 * outcome on the operations side, never the portal's own decision; a refused driver is a 422.
 */
export function initialDriverStatus(facts: DriverFacts): Extract<DriverStatus, "active" | "pending"> {
  return hasExtraDriverFee(facts) ? "pending" : "active";
}

/** account.md §4: pending drivers cannot be deleted; all others can (deleted ones are gone already). */
export function isDriverDeletable(status: DriverStatus): boolean {
  return status !== "pending" && status !== "deleted";
}

/** account.md §4: a rejected driver is removed at once, every other one after a confirmation. */
export function needsDeleteConfirmation(status: DriverStatus): boolean {
  return status !== "rejected";
}

/**
 * Deleted drivers are not listed (account.md §3 names the status; a removed entry shown back to
 * the customer would only confuse: the operations side keeps the history).
 */
export function isDriverListed(status: DriverStatus): boolean {
  return status !== "deleted";
}

export type FileIssue = "required" | "file_too_large" | "file_type_not_accepted";

/** account.md §5: front and back required, jpg, jpeg, png, pdf, heic, at most 10485760 bytes. */
export function licenceFileIssue(file: { name: string; size: number } | null): FileIssue | null {
  if (!file) return "required";
  const extension = file.name.includes(".") ? file.name.split(".").pop()!.toLowerCase() : "";
  if (!(LICENCE_EXTENSIONS as readonly string[]).includes(extension)) return "file_type_not_accepted";
  if (file.size > LICENCE_MAX_BYTES) return "file_too_large";
  return null;
}

/** The fields of the add form, as typed (dates DD.MM.YYYY). */
export interface DriverDraft {
  relationship_type: string;
  firstname: string;
  lastname: string;
  date_of_birth: string;
  driver_license_issue_date: string;
  postcode: string;
  agreed_to_terms: boolean;
  confirmed_truthful_data: boolean;
}

export type DriverField = keyof DriverDraft;

/**
 * Why a field is refused. The codes of account.md §8 where it names one (dob_age_limits_exceeded,
 * agree_to_terms_invalid, truthful_data_invalid), the form's own otherwise.
 */
export type DriverIssueCode =
  | "required"
  | "max"
  | "invalid"
  | "date_invalid"
  | "date_in_future"
  | "postcode_invalid"
  | "postcode_not_deliverable"
  | "licence_before_birth"
  | "dob_min_age"
  | "dob_age_limits_exceeded"
  | "agree_to_terms_invalid"
  | "truthful_data_invalid";

export interface DriverIssue {
  path: DriverField;
  code: DriverIssueCode;
}

function nameIssue(path: "firstname" | "lastname", value: string): DriverIssue | null {
  if (CONTROL_CHARACTER.test(value)) return { path, code: "invalid" };
  const trimmed = value.trim();
  if (trimmed === "") return { path, code: "required" };
  if (trimmed.length > DRIVER_NAME_MAX_LENGTH) return { path, code: "max" };
  // The one name rule of account.md §5 (letters, space, comma, period, apostrophe, hyphen), as at registration.
  if (!NAME_PATTERN.test(trimmed)) return { path, code: "invalid" };
  return null;
}

/** Every rule of account.md §5 "Driver" over the typed fields; empty when the driver may be sent. */
export function driverIssues(draft: DriverDraft, now: Dayjs): DriverIssue[] {
  const issues: DriverIssue[] = [];
  const today = berlinDay(now);
  if (!(DRIVER_RELATIONSHIP_TYPES as readonly string[]).includes(draft.relationship_type)) {
    issues.push({ path: "relationship_type", code: "required" });
  }
  for (const path of ["firstname", "lastname"] as const) {
    const issue = nameIssue(path, draft[path]);
    if (issue) issues.push(issue);
  }
  const birth = draft.date_of_birth.trim() === "" ? null : parseGermanDay(draft.date_of_birth);
  if (draft.date_of_birth.trim() === "") issues.push({ path: "date_of_birth", code: "required" });
  else if (!birth) issues.push({ path: "date_of_birth", code: "date_invalid" });
  else if (birth > today) issues.push({ path: "date_of_birth", code: "date_in_future" });
  else {
    const age = wholeYearsBetween(birth, today);
    // §5's message for the minimum age ("Du musst mindestens 17 Jahre alt sein."), §8's code beyond the oldest age.
    if (age < DRIVER_MIN_AGE) issues.push({ path: "date_of_birth", code: "dob_min_age" });
    else if (age > MAX_AGE) issues.push({ path: "date_of_birth", code: "dob_age_limits_exceeded" });
  }
  const issued = draft.driver_license_issue_date.trim() === "" ? null : parseGermanDay(draft.driver_license_issue_date);
  if (draft.driver_license_issue_date.trim() === "") issues.push({ path: "driver_license_issue_date", code: "required" });
  else if (!issued) issues.push({ path: "driver_license_issue_date", code: "date_invalid" });
  else if (issued > today) issues.push({ path: "driver_license_issue_date", code: "date_in_future" });
  else if (birth && issued <= birth) issues.push({ path: "driver_license_issue_date", code: "licence_before_birth" });
  if (draft.postcode.trim() === "") issues.push({ path: "postcode", code: "required" });
  else {
    // account.md §5 Shared form rules "Postcode: exactly 5 digits, mainland only", the rule the address forms use.
    const postcode = germanPostcode(draft.postcode);
    if (postcode) issues.push({ path: "postcode", code: postcode.key === "postcodeMainland" ? "postcode_not_deliverable" : "postcode_invalid" });
  }
  if (draft.agreed_to_terms !== true) issues.push({ path: "agreed_to_terms", code: "agree_to_terms_invalid" });
  if (draft.confirmed_truthful_data !== true) issues.push({ path: "confirmed_truthful_data", code: "truthful_data_invalid" });
  return issues;
}

export function isRelationshipType(value: string): value is DriverRelationshipType {
  return (DRIVER_RELATIONSHIP_TYPES as readonly string[]).includes(value);
}
