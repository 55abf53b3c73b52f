import type { ReactNode } from "react";
import * as styles from "./stepper.css";
import { CheckIcon } from "./icons";

export type StepState = "done" | "current" | "upcoming";

export interface StepItem {
  key: string;
  label: ReactNode;
  state: StepState;
  /** A formatted date or other detail under the label. */
  detail?: ReactNode;
}

/**
 * A vertical progress list (order and return status). The current step is `aria-current`;
 * each state is also spelled out for screen readers, since the markers are only shapes.
 */
export function Stepper({ steps, label, stateLabels }: { steps: StepItem[]; label: string; stateLabels: Record<StepState, string> }) {
  return (
    <ol className={styles.list} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.key}
          className={styles.step}
          aria-current={step.state === "current" ? "step" : undefined}
          data-step={step.key}
          data-state={step.state}
        >
          <span className={`${styles.marker[step.state]} ${styles.rail}`} aria-hidden="true">
            {step.state === "done" ? <CheckIcon /> : null}
          </span>
          <span>
            <span className={styles.label[step.state]}>{step.label}</span>
            <span className={styles.date}>
              {stateLabels[step.state]}
              {step.detail ? <> · {step.detail}</> : null}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
