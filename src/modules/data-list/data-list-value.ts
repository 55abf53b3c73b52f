import type { DataListField, DataListFormat } from "./data-list.contract";
import type { Deal } from "@/features/deals/public";
import { deductibles } from "@/features/services/public";
import type { Audience } from "@/lib/audience";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/date";
import { formatCents, formatMoney, netOfVat } from "@/lib/money";
import { formatNumber } from "@/lib/numbers";

/** Fields that are prices: business customers see them net of VAT (deals.md section 6). */
const PRICE_FIELDS: ReadonlySet<DataListField> = new Set(["amount", "additional_mileage_fee"]);

export function readDealField(deal: Deal, field: DataListField): string | number | null {
  switch (field) {
    case "car.oem":
      return deal.car?.oem ?? null;
    case "car.model":
      return deal.car?.model ?? null;
    case "car.trim":
      return deal.car?.trim ?? null;
    case "car.fuel":
      return deal.car?.fuel ?? null;
    case "car.license_plate":
      return deal.car?.registration_data?.license_plate ?? null;
    case "driver.name":
      return deal.driver?.name ?? null;
    case "damage_deductible_vollkasko":
      // The deductible that applies: a customer-specific one replaces the standard (deals.md §3).
      return deductibles(deal).vollkasko;
    default:
      return deal[field];
  }
}

export interface FormattedValue {
  text: string;
  /** True when a business price was converted to its net amount. */
  net: boolean;
}

export interface FormatOptions {
  locale: Locale;
  audience: Audience;
  /** Localised unit words, e.g. `months: (n) => "12 Monate"`. */
  units: { months: (n: number) => string; kmPerMonth: (n: string) => string; perKm: (n: string) => string; fuel: (fuel: string) => string };
}

/** Formats one deal value for a data list; `null` when the deal has no value for it. */
export function formatDealValue(deal: Deal, field: DataListField, format: DataListFormat, options: FormatOptions): FormattedValue | null {
  const raw = readDealField(deal, field);
  if (raw === null || raw === "") return null;
  const net = options.audience === "b2b" && PRICE_FIELDS.has(field) && typeof raw === "number";
  const value = net ? netOfVat(raw as number) : raw;
  const number = typeof value === "number" ? value : Number(value);
  switch (format) {
    case "text":
      return { text: field === "car.fuel" ? options.units.fuel(String(value)) : String(value), net };
    case "currency":
      return { text: formatMoney(number), net };
    case "currency-cents":
      return { text: formatCents(number), net };
    case "currency-per-km":
      return { text: options.units.perKm(formatMoney(number)), net };
    case "date":
      return { text: formatDate(String(value)), net };
    case "months":
      return { text: options.units.months(number), net };
    case "km-per-month":
      // Written as the page's other kilometres are (the mileage block: 1,500 on en-US, 1.500 elsewhere).
      return { text: options.units.kmPerMonth(formatNumber(number, options.locale)), net };
  }
}
