import type { StepState } from "./stepper";

/**
 * Steps arrive in process order with the date each was reached. Every reached step is done
 * except the last reached one, which is current; when the final step is reached, all are done.
 */
export function stepStates(reached: readonly boolean[]): StepState[] {
  const lastReached = reached.lastIndexOf(true);
  const allDone = lastReached === reached.length - 1;
  return reached.map((isReached, index) => {
    if (!isReached) return "upcoming";
    return index === lastReached && !allDone ? "current" : "done";
  });
}
