/**
 * The texts of the delay-alternatives modal and its success modal (deals.md §2 "delay alternatives
 * modal", §4 "Delay options"): content, an object field of the delivery-delay banner entry, with a
 * business ("Sie") variant. `{credit}` is filled with the formatted credit, `{date}` with a date.
 */
export interface DelayModalTexts {
  open: string;
  title: string;
  intro: string;
  /** The intro when the customer has one way to go now (deals.md §4: the other options are conditional). */
  introOne: string;
  alternativeCar: string;
  alternativeCarText: string;
  /** While the alternative car is not offered yet: from which day it is (`{date}`). */
  alternativeCarLaterText: string;
  changeDate: string;
  changeDateText: string;
  keepCar: string;
  keepCarText: string;
  keepCarCreditText: string;
  successTitle: string;
  successText: string;
  successCreditText: string;
  successClose: string;
  /** In the banner once the car is kept (the stored choice, deals.md §4): without and with the credit. */
  keptText: string;
  keptCreditText: string;
}

export const DELAY_MODAL_TEXT_KEYS = [
  "open",
  "title",
  "intro",
  "introOne",
  "alternativeCar",
  "alternativeCarText",
  "alternativeCarLaterText",
  "changeDate",
  "changeDateText",
  "keepCar",
  "keepCarText",
  "keepCarCreditText",
  "successTitle",
  "successText",
  "successCreditText",
  "successClose",
  "keptText",
  "keptCreditText",
] as const satisfies readonly (keyof DelayModalTexts)[];

/** The texts when `value` holds every key as a string; null otherwise (the contract names what is missing). */
export function delayModalTexts(value: unknown): DelayModalTexts | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  return DELAY_MODAL_TEXT_KEYS.every((key) => typeof record[key] === "string") ? (record as unknown as DelayModalTexts) : null;
}
