import type { ComponentType } from "react";
import type { FormFieldKind } from "@/cms/types";
import { AppointmentField } from "./appointment-field";
import { AutocompleteField } from "./autocomplete-field";
import { CheckboxField } from "./checkbox-field";
import { CheckboxesField } from "./checkboxes-field";
import { DateField } from "./date-field";
import type { FieldRendererProps } from "./field-renderer";
import { FileField } from "./file-field";
import { InfoField } from "./info-field";
import { AddressInfoField, AmountField } from "./lookup-fields";
import { MileagePackageField, MileagePackageSummaryField } from "./mileage-package-field";
import { PhotosField } from "./photos-field";
import { SelectField } from "./select-field";
import { SummaryField } from "./summary-field";
import { IbanField, NumberField, PhoneField, PostcodeField, TextareaField, TextField } from "./text-fields";

/** One renderer per field kind content may name; a new kind does not typecheck until it has one. */
export const FIELD_RENDERERS: Record<FormFieldKind, ComponentType<FieldRendererProps>> = {
  text: TextField,
  textarea: TextareaField,
  number: NumberField,
  date: DateField,
  select: SelectField,
  checkbox: CheckboxField,
  file: FileField,
  phone: PhoneField,
  postcode: PostcodeField,
  iban: IbanField,
  appointment: AppointmentField,
  "address-info": AddressInfoField,
  amount: AmountField,
  summary: SummaryField,
  autocomplete: AutocompleteField,
  photos: PhotosField,
  info: InfoField,
  checkboxes: CheckboxesField,
  "mileage-package": MileagePackageField,
  "mileage-package-summary": MileagePackageSummaryField,
};
