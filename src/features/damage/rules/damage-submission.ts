import { isRealPlainDay } from "@/lib/german-day";
import type { IssueCode } from "@/api/problem-codes";
import { postalAddressIssues } from "@/features/addresses/rules/postal-address";
import { NOT_TEXT_AREA } from "@/lib/text";

/**
 * What a damage report needs (deals.md §3 "Damage submission", §5): the same rules for the form's
 * content validations and the BFF, which decides.
 */

/** deals.md §5 "Damage defect types" (the form's technicalDefect). */
export const DAMAGE_DEFECT_TYPES = [
  "multi_media_system",
  "battery",
  "high_voltage",
  "oil",
  "coolant",
  "fuelsystem",
  "engine_light",
  "abs_esp",
  "brakes",
  "tire_pressure",
  "airbag",
  "electric_door_locking_system",
  "driver_assistance_system",
  "heating",
  "air_conditioning",
  "gearbox",
  "engine",
  "trailer_hitch",
  "marten_bites",
  "lights",
  "suspension",
  "other",
  "bumper",
  "fender",
  "windshield",
  "door",
  "rim",
] as const;
export type DamageDefectType = (typeof DAMAGE_DEFECT_TYPES)[number];

/** deals.md §5: "Damage description required, at least 40 characters". */
export const MIN_DAMAGE_DESCRIPTION_LENGTH = 40;
/** deals.md §5 names no maximum: the form's 2000 characters (its content), which the BFF holds too. */
export const MAX_DAMAGE_DESCRIPTION_LENGTH = 2000;
/** deals.md §7: the submission's country is Germany. */
export const DAMAGE_COUNTRY = "Germany";

export interface DamageSubmission {
  defect_type?: string | undefined;
  not_drivable?: boolean | undefined;
  occurred_on?: string | null | undefined;
  /** The form's unknownDate (§3): true when the customer does not know the day. */
  unknown_date?: boolean | undefined;
  description?: string | undefined;
  paths?: readonly string[] | undefined;
  street?: string | undefined;
  house_number?: string | undefined;
  zip?: string | undefined;
  city?: string | undefined;
  country?: string | undefined;
}

export type DamageIssueCode = Extract<
  IssueCode,
  "required" | "min_length" | "max" | "one_of" | "invalid" | "date_in_future" | "postcode_not_deliverable"
>;
export interface DamageIssue {
  path: string;
  code: DamageIssueCode;
  values?: Record<string, number>;
}

/**
 * The rule breaks of a submission, none when it can be stored. Description (≥ 40 characters) and
 * at least one photo are required unless the car is not drivable (§5); the address and its
 * 5-digit postcode always; the occurrence day, when given, is a real YYYY-MM-DD day not in the
 * future; texts hold no control characters (tab and line breaks aside); the country is Germany (§7).
 * The form's own fields (§3 technicalDefect, unknownDate) follow §5 whenever they are sent: a
 * defect type sent is one of §5's, never empty, and a day is required unless it is unknown. §7's
 * submission payload carries neither, so a request of only its fields is still whole; one that
 * sends them empty contradicts the form (review round 16).
 */
export function damageSubmissionIssues(input: DamageSubmission, today: string): DamageIssue[] {
  const issues: DamageIssue[] = [];
  const text = (value: string | undefined) => (value ?? "").trim();
  const defectType = text(input.defect_type);
  if (input.defect_type !== undefined && !defectType) issues.push({ path: "defect_type", code: "required" });
  else if (defectType && !(DAMAGE_DEFECT_TYPES as readonly string[]).includes(defectType)) issues.push({ path: "defect_type", code: "one_of" });
  if (!input.not_drivable) {
    const description = text(input.description);
    if (!description) issues.push({ path: "description", code: "required" });
    else if (description.length < MIN_DAMAGE_DESCRIPTION_LENGTH)
      issues.push({ path: "description", code: "min_length", values: { min: MIN_DAMAGE_DESCRIPTION_LENGTH } });
    else if (description.length > MAX_DAMAGE_DESCRIPTION_LENGTH)
      issues.push({ path: "description", code: "max", values: { max: MAX_DAMAGE_DESCRIPTION_LENGTH } });
    if ((input.paths ?? []).length === 0) issues.push({ path: "paths", code: "required" });
  }
  issues.push(...postalAddressIssues(input));
  if (NOT_TEXT_AREA.test(input.description ?? "") && !issues.some((issue) => issue.path === "description"))
    issues.push({ path: "description", code: "invalid" });
  if (input.country !== undefined && input.country !== DAMAGE_COUNTRY) issues.push({ path: "country", code: "one_of" });
  const occurred = occurredOn(input.occurred_on);
  if (occurred === null && input.unknown_date === false) issues.push({ path: "occurred_on", code: "required" });
  else if (occurred === "invalid") issues.push({ path: "occurred_on", code: "invalid" });
  else if (occurred !== null && occurred > today) issues.push({ path: "occurred_on", code: "date_in_future" });
  return issues;
}

/**
 * The day it happened, a real day sent as "YYYY-MM-DD" like every day of the BFF's payloads (the
 * drivers', the return's): the customer types DD.MM.YYYY (§5 date mask), the form sends the day
 * (`mapFormValues`); null when not given ("unknown"); "invalid" otherwise, the display format too.
 */
export function occurredOn(value: string | null | undefined): string | null | "invalid" {
  if (value === null || value === undefined || value.trim() === "") return null;
  const sent = value.trim();
  return isRealPlainDay(sent) ? sent : "invalid";
}
