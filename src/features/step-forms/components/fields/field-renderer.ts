import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField, FormStep } from "@/cms/types";
import type { FormValues } from "../../form-values";
import type { FieldValue } from "../../validators/validators";
import type { Audience } from "@/lib/audience";
import type { MessageRef } from "@/features/errors/rules/problem-message";

/** What every field renderer gets: the field, its control's ARIA wiring and its registration in the form. */
export interface FieldRendererProps {
  field: FormField;
  control: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined; disabled: boolean | undefined };
  registration: UseFormRegisterReturn;
  /** For a value that is not the input's text (a chosen file, an appointment, a looked-up fee). */
  setValue: (value: FieldValue) => void;
  form: FormView;
}

/** The form as it stands, for fields that read other fields (a lookup's query, the overview). */
export interface FormView {
  values: FormValues;
  /** The steps asked before the current one, for the overview. */
  stepsBefore: readonly FormStep[];
  /** The body the form would send now (a fee lookup posts it). */
  body: () => Record<string, unknown>;
  audience: Audience;
  /** Sets another field (an autocomplete fills the fields of what was picked). */
  setValueOf: (name: string, value: FieldValue) => void;
  /** The deal the form is about (sent with it; photos are uploaded for it), or null. */
  dealId: string | null;
  /** Shows a toast of the form (a refused upload, deals.md §8). */
  notify: (tone: "error" | "success", text: string) => void;
  /** Takes back the form's error toasts: what they said no longer holds (a valid file was chosen). */
  withdrawErrors: () => void;
  /**
   * Sets a field's manual error, shown as its error and disabling the submit button while it lasts
   * (deals.md §5 "Images are still uploading…"); null clears it. Stable across renders.
   */
  setManualError: (name: string, message: MessageRef | null) => void;
}
