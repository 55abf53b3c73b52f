import {
  allowedExtension,
  integer,
  maxFileSize,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numberParameter,
  personName,
  required,
  type FieldValue,
  type ValidationError,
} from "./validators";
import type { FieldValidation, FieldValidationRule, FormValidationContext } from "./field-validations";

/**
 * How a field's validations run, apart from `field-validations.ts` so that the browser can run
 * them without the rules that need a library or a table of their own. Those come in groups, one
 * file each, which a form loads only when its content names one of their rules (the
 * mileage form ships neither dayjs nor libphonenumber's metadata); the BFF has them all
 * (`ALL_CHECKS` of `field-validations.ts`).
 */
export type Check = (value: FieldValue, parameter: number | string[] | undefined, context: FormValidationContext) => ValidationError | null;

/** The rules whose checks need a library or a table, by the group (and file) that has them. */
export const RULE_GROUPS = {
  dates: ["date", "notInFuture", "minAge", "maxAge"],
  postcode: ["postcode"],
  phone: ["phone"],
  iban: ["iban"],
} as const satisfies Record<string, readonly FieldValidationRule[]>;
export type RuleGroup = keyof typeof RULE_GROUPS;
type GroupRule = (typeof RULE_GROUPS)[RuleGroup][number];
type BuiltInRule = Exclude<FieldValidationRule, GroupRule>;

/** The checks of a group's rules. */
export type GroupChecks<G extends RuleGroup> = Record<(typeof RULE_GROUPS)[G][number], Check>;

/** The checks a form runs: the built-in ones, and those of the groups it loaded. */
export type FieldChecks = Record<BuiltInRule, Check> & Partial<Record<GroupRule, Check>>;

export const BUILT_IN_CHECKS: Record<BuiltInRule, Check> = {
  required: (value) => required(value),
  minLength: (value, parameter) => minLength(value, numberParameter(parameter, "minLength")),
  maxLength: (value, parameter) => maxLength(value, numberParameter(parameter, "maxLength")),
  maxFileSize: (value, parameter) => maxFileSize(value, numberParameter(parameter, "maxFileSize")),
  allowedExtensions: (value, parameter) => allowedExtension(value, Array.isArray(parameter) ? parameter : []),
  integer: (value) => integer(value),
  min: (value, parameter) => minValue(value, numberParameter(parameter, "min")),
  max: (value, parameter) => maxValue(value, numberParameter(parameter, "max")),
  name: (value) => personName(value),
};

/** Each group's checks, loaded on demand. */
export const GROUP_CHECKS: { [G in RuleGroup]: () => Promise<GroupChecks<G>> } = {
  dates: () => import("./dates").then((loaded) => loaded.DATE_CHECKS),
  postcode: () => import("./postcode").then((loaded) => loaded.POSTCODE_CHECKS),
  phone: () => import("./phone").then((loaded) => loaded.PHONE_CHECKS),
  iban: () => import("./iban").then((loaded) => loaded.IBAN_CHECKS),
};

/** The groups whose rules these validations name (the form loads their checks before it runs any). */
export function ruleGroupsOf(validations: Iterable<FieldValidation>): RuleGroup[] {
  const rules = new Set([...validations].map((validation) => validation.rule));
  return (Object.keys(RULE_GROUPS) as RuleGroup[]).filter((group) => RULE_GROUPS[group].some((rule) => rules.has(rule)));
}

/** The first failing validation of a field by the given checks, in the order content lists them; null when all pass. */
export function checkField(
  value: FieldValue,
  validations: readonly FieldValidation[],
  context: FormValidationContext,
  checks: FieldChecks,
): ValidationError | null {
  for (const validation of validations) {
    const check = checks[validation.rule];
    // A form loads the groups its validations name (`ruleGroupsOf`); failing loudly beats passing silently.
    if (!check) throw new Error(`validation "${validation.rule}" has no check in this form`);
    const parameter = validation.from !== undefined ? (context.values[validation.from] ?? validation.value) : validation.value;
    const error = check(value, parameter, context);
    if (error) return validation.message ? { ...error, key: validation.message } : error;
  }
  return null;
}
