import { existsSync } from "node:fs";

/**
 * Debian's Chromium for Playwright, never a download: its headless shell where installed
 * (`chromium-headless-shell`, the browser without its windowing layers: the Playwright suite took
 * a third less time in it on two cores, 7.5 min against 11.2), else the full browser. `CHROMIUM_PATH` overrides.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path)) ?? "/usr/bin/chromium";
