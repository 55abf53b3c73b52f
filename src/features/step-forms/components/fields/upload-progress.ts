/**
 * deals.md §9: "upload progress tick every 200 ms up to 80 percent in steps of 10; 100 percent
 * shown after 300 ms" (§4: "from 10 in steps of 10 up to 80, then 100 when done").
 */
export const UPLOAD_TICK_MS = 200;
export const UPLOAD_DONE_SHOWN_MS = 300;
const FIRST = 10;
const STEP = 10;
const CEILING = 80;

/** The values the progress shows while the upload runs: 20, 30, … 80, then 80 until it is done. */
export function* uploadProgressTicks(): Generator<number, never> {
  let progress = FIRST;
  for (;;) {
    progress = Math.min(CEILING, progress + STEP);
    yield progress;
  }
}
