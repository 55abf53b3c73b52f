import type { Locale } from "@/i18n/locales";
import { formatCents } from "@/lib/money";
import { formatNumber } from "@/lib/numbers";
import type { Addon } from "../types";

/** The message (of the `addons` namespace) and its values that describe an add-on in the page's locale. */
export type AddonDescription =
  | { key: "deductibles"; values: { full: string; partial: string } }
  | { key: "deductibleFull"; values: { full: string } }
  | { key: "extraKilometres"; values: { km: string } };

/** A mileage add-on's kilometres, written for its title ("1.000 km extra"); null for any other add-on. */
export function extraKilometresOf(addon: Pick<Addon, "group" | "attributes">, locale: Locale): string | null {
  const km = addon.attributes.additional_kilometers;
  return addon.group === "mileage" && km !== null ? formatNumber(km, locale) : null;
}

/**
 * An add-on described from its numbers, not from the operations side's text: that text has one
 * English version for en-DE and en-US, so its "€750" and "1,000 km" contradicted an en-US page's
 * dollars and an en-DE page's German numbers (review round 7). Null where the numbers say nothing
 * (the description from the data is shown then).
 */
export function describeAddon(addon: Pick<Addon, "group" | "attributes">, locale: Locale): AddonDescription | null {
  const km = extraKilometresOf(addon, locale);
  if (km !== null) return { key: "extraKilometres", values: { km } };
  const { coverage } = addon.attributes;
  if (addon.group !== "insurance" || coverage.full === null) return null;
  const full = formatCents(coverage.full);
  return coverage.partial === null
    ? { key: "deductibleFull", values: { full } }
    : { key: "deductibles", values: { full, partial: formatCents(coverage.partial) } };
}
