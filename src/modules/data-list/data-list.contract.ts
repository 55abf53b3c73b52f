import { defineContract } from "@/cms/module-contract";

/** Deal fields a data-list item may show, and how to format them. */
export const DATA_LIST_FIELDS = [
  "car.oem",
  "car.model",
  "car.trim",
  "car.fuel",
  "car.license_plate",
  "driver.name",
  "amount",
  "term",
  "end_date",
  "minimum_commitment_end_date",
  "mileage_package",
  "additional_mileage_fee",
  "damage_deductible_vollkasko",
  "damage_deductible_teilkasko",
] as const;
export type DataListField = (typeof DATA_LIST_FIELDS)[number];
export const DATA_LIST_FORMATS = ["text", "currency", "currency-cents", "date", "months", "km-per-month", "currency-per-km"] as const;
export type DataListFormat = (typeof DATA_LIST_FORMATS)[number];

export interface DataListItem {
  id: string;
  label: string;
  /** Either a deal field rendered with `format`, or a fixed `value` from content. */
  field: DataListField | null;
  format: DataListFormat;
  value: string | null;
}

export interface DataListFields {
  title: string | null;
  /** `dataListItem` entries. */
  items: DataListItem[];
}

export const dataListContract = defineContract({
  contentType: "dataList",
  fields: (entry): DataListFields => ({
    title: entry.text("title"),
    items: entry.links("items").map((item) => ({
      id: item.id,
      label: item.requiredText("label"),
      field: item.oneOf("field", DATA_LIST_FIELDS),
      format: item.oneOf("format", DATA_LIST_FORMATS) ?? "text",
      value: item.text("value"),
    })),
  }),
});
