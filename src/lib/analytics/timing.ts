/**
 * The numbers of account.md §9 "product list view event debounced 1 s; card visibility threshold
 * 0.8", in one place, with the small pure helpers that apply them.
 */
export const PRODUCT_LIST_VIEW_DEBOUNCE_MS = 1000;
export const CARD_VISIBILITY_THRESHOLD = 0.8;
/** A text block counts as shown as soon as any of it is on screen (it may be taller than the screen). */
export const TEXT_BLOCK_VISIBILITY_THRESHOLD = 0;

/** What an IntersectionObserver entry needs to say for an element to count as seen at `threshold`. */
export function isSeen(entry: { isIntersecting: boolean; intersectionRatio: number }, threshold: number): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= threshold;
}

/**
 * Calls `run` with the last value once no new value came for `waitMs` (the list view: a visitor
 * changing three filters in a row is one view of the list they end on). `cancel` drops a pending call.
 */
export function debounce<T>(run: (value: T) => void, waitMs: number): { push(value: T): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    push(value) {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        run(value);
      }, waitMs);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
