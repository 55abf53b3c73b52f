import type { ComponentType } from "react";
import type { FormFieldKind } from "@/cms/types";
import { CheckboxField } from "./checkbox-field";
import { DateField } from "./date-field";
import type { FieldRendererProps } from "./field-renderer";
import { FileField } from "./file-field";
import { SelectField } from "./select-field";
import { IbanField, NumberField, PhoneField, PostcodeField, TextField } from "./text-fields";

/** One renderer per field kind content may name; a new kind does not typecheck until it has one. */
export const FIELD_RENDERERS: Record<FormFieldKind, ComponentType<FieldRendererProps>> = {
  text: TextField,
  number: NumberField,
  date: DateField,
  select: SelectField,
  checkbox: CheckboxField,
  file: FileField,
  phone: PhoneField,
  postcode: PostcodeField,
  iban: IbanField,
};
