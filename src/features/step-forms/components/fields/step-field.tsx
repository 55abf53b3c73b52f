import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FormField } from "@/cms/types";
import type { FieldValue } from "../../validators/validators";
import type { Audience } from "@/lib/audience";
import type { FieldMessage } from "../../field-message";
import * as styles from "../step-form.css";
import type { FormView } from "./field-renderer";
import { useFieldRenderer } from "./field-renderers";

export interface StepFieldProps {
  field: FormField;
  /** Unique on the page: the control's id, and the stem of its help and error ids. */
  inputId: string;
  registration: UseFormRegisterReturn;
  setValue: (value: FieldValue) => void;
  message: FieldMessage | null;
  audience: Audience;
  form: FormView;
  /** Shown locked (the field's `disabledWhen`). */
  disabled?: boolean;
}

/** A field of a step form: the renderer of its kind, its help text and its error, wired for screen readers. */
export function StepField({ field, inputId, registration, setValue, message, audience, form, disabled = false }: StepFieldProps) {
  const t = useTranslations();
  // The form has loaded the renderers of the step's kinds before it renders its fields (`useFieldRenderers`).
  const Renderer = useFieldRenderer(field.kind);
  const helpId = field.helpText ? `${inputId}-help` : null;
  const errorId = message ? `${inputId}-error` : null;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <Renderer
        field={field}
        control={{ id: inputId, "aria-invalid": message ? true : undefined, "aria-describedby": describedBy, disabled: disabled || undefined }}
        registration={registration}
        setValue={setValue}
        form={form}
      />
      {helpId ? (
        <p id={helpId} className={styles.help}>
          {field.helpText}
        </p>
      ) : null}
      {errorId && message ? (
        <p id={errorId} className={styles.error} role="alert">
          {message.source === "rule"
            ? t(`validation.${message.error.key}`, { audience, label: field.label, ...message.error.values })
            : t(message.message.key, { audience, ...message.message.values })}
        </p>
      ) : null}
    </div>
  );
}
