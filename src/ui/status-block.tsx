import type { ReactNode } from "react";
import { stepStates } from "./step-states";
import { Stepper, type StepState } from "./stepper";
import * as styles from "./status-block.css";

export interface StatusBlockStep {
  key: string;
  label: ReactNode;
  /** Whether the process got here; the last reached step is the current one. */
  reached: boolean;
  /** Under the label, e.g. the date the step was reached. */
  detail?: ReactNode;
}

export interface StatusBlockProps {
  /** The steps list's accessible name. */
  label: string;
  stateLabels: Record<StepState, string>;
  steps: readonly StatusBlockStep[];
  detailsTitle: string;
  /** `Fact`s of the details list. */
  details: ReactNode;
  /** Below the details, e.g. a note or an action. */
  children?: ReactNode;
}

/**
 * A process status beside its details (the order status and the return status of deals.md §2):
 * the steps with the date each was reached, and a titled list of facts; two columns where the
 * block is wide enough.
 */
export function StatusBlock({ label, stateLabels, steps, detailsTitle, details, children }: StatusBlockProps) {
  const states = stepStates(steps.map((step) => step.reached));
  return (
    <div className={styles.block}>
      <Stepper
        label={label}
        stateLabels={stateLabels}
        steps={steps.map((step, index) => ({ key: step.key, label: step.label, state: states[index] ?? "upcoming", detail: step.detail }))}
      />
      <div>
        <h3 className={styles.subtitle}>{detailsTitle}</h3>
        <dl className={styles.facts}>{details}</dl>
        {children}
      </div>
    </div>
  );
}
