import type { ComponentType } from "react";
import type { FormFieldKind } from "../../field-kinds";
import { onDemand } from "@/lib/on-demand";
import { CheckboxField } from "./checkbox-field";
import { CheckboxesField } from "./checkboxes-field";
import { DateField } from "./date-field";
import type { FieldRendererProps } from "./field-renderer";
import { FileField } from "./file-field";
import { InfoField } from "./info-field";
import { SelectField } from "./select-field";
import { IbanField, NumberField, PhoneField, PostcodeField, TextareaField, TextField } from "./text-fields";

type FieldRenderer = ComponentType<FieldRendererProps>;

/** Kinds whose renderer is a plain control: part of the form's own code. */
const BUILT_IN = {
  text: TextField,
  textarea: TextareaField,
  number: NumberField,
  date: DateField,
  select: SelectField,
  checkbox: CheckboxField,
  checkboxes: CheckboxesField,
  file: FileField,
  phone: PhoneField,
  postcode: PostcodeField,
  iban: IbanField,
  info: InfoField,
} satisfies Partial<Record<FormFieldKind, FieldRenderer>>;

type OnDemandKind = Exclude<FormFieldKind, keyof typeof BUILT_IN>;

/**
 * Kinds whose renderer reads a lookup (SWR), works with dates and times (dayjs) or uploads:
 * loaded only by a form whose content names them (the mileage report does not ship the
 * return form's calendar). A new kind does not typecheck until it is in one of the two tables.
 */
const ON_DEMAND: Record<OnDemandKind, () => Promise<FieldRenderer>> = {
  appointment: () => import("./appointment-field").then((loaded) => loaded.AppointmentField),
  autocomplete: () => import("./autocomplete-field").then((loaded) => loaded.AutocompleteField),
  "address-info": () => import("./lookup-fields").then((loaded) => loaded.AddressInfoField),
  amount: () => import("./lookup-fields").then((loaded) => loaded.AmountField),
  summary: () => import("./summary-field").then((loaded) => loaded.SummaryField),
  photos: () => import("./photos-field").then((loaded) => loaded.PhotosField),
  "mileage-package": () => import("./mileage-package-field").then((loaded) => loaded.MileagePackageField),
  "mileage-package-summary": () => import("./mileage-package-field").then((loaded) => loaded.MileagePackageSummaryField),
};

/** The kinds a form may name, each with a renderer (built in or on demand). */
export const RENDERED_KINDS: readonly FormFieldKind[] = [...Object.keys(BUILT_IN), ...Object.keys(ON_DEMAND)] as FormFieldKind[];

const onDemandRenderers = onDemand(ON_DEMAND);

function isBuiltIn(kind: FormFieldKind): kind is keyof typeof BUILT_IN {
  return kind in BUILT_IN;
}

/** The on-demand kinds among these, each once. */
function onDemandKindsOf(kinds: Iterable<FormFieldKind>): OnDemandKind[] {
  return [...new Set([...kinds].filter((kind): kind is OnDemandKind => !isBuiltIn(kind)))];
}

/**
 * Waits for the renderers of these kinds (the step's fields): the form suspends until an on-demand
 * kind's code has arrived, so it hydrates, and turns interactive, with every control of the step
 * (a control rendered by the server but not yet hydrated would lose what is done with it).
 */
export function useFieldRenderers(kinds: readonly FormFieldKind[]): void {
  onDemandRenderers.readAll(onDemandKindsOf(kinds));
}

/** The renderer of a field's kind; an on-demand kind that has not arrived suspends (see `useFieldRenderers`). */
export function useFieldRenderer(kind: FormFieldKind): FieldRenderer {
  return isBuiltIn(kind) ? BUILT_IN[kind] : onDemandRenderers.read(kind);
}

/**
 * Starts loading the renderers of these kinds (a form's every step, as it mounts), so that the
 * next step's calendar is there when the customer gets to it. Resolves once all have arrived.
 */
export async function preloadFieldRenderers(kinds: Iterable<FormFieldKind>): Promise<void> {
  await Promise.all(onDemandKindsOf(kinds).map(onDemandRenderers.load));
}
