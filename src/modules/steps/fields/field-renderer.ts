import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField } from "@/cms/types";
import type { FieldValue } from "@/features/step-forms/validators/validators";

/** What every field renderer gets: the field, its control's ARIA wiring and its registration in the form. */
export interface FieldRendererProps {
  field: FormField;
  control: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };
  registration: UseFormRegisterReturn;
  /** For a value that is not the input's text (a chosen file). */
  setValue: (value: FieldValue) => void;
}
