import { errors, type BrowserContext, type Page, type Request } from "@playwright/test";

/**
 * Layout stability as a phone sees it: a PerformanceObserver sums every
 * `layout-shift` entry not caused by recent input, from the first paint on (`buffered`), while
 * Chromium runs on a phone's viewport with a slow network, and its CPU slowed down four times while
 * the page's HTML is parsed, so that the browser paints it half parsed and a part streamed in late
 * really arrives after the first paint, as it does on a phone.
 *
 * The CPU is slowed only until the HTML is parsed (DOMContentLoaded): Chromium slows a renderer on
 * Linux by suspending its main thread in a signal handler that spins, so a throttled page keeps a
 * core busy the whole time, idle or not (3.4 s of CPU over a deal page's 3.6 s, against 0.35 s
 * unthrottled). Up to the load event the renderers of the walk's 34 pages took 50 s of CPU (12 s
 * unthrottled), up to DOMContentLoaded 23 s. The scripts, the client's data and late images still
 * come over the slow network, after the first paint: a part a client component adds once hydrated
 * without its room reserved shifts the page by 0.06 (tried on the header, 2026-12-02).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
} as const;

/** Lighthouse's "Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/**
 * A throttled page loads in 2 to 4 s alone, up to three times that on CI's busiest hour; one that
 * has not after this has stalled (below), and a stall waited 30 s before (one in 52 loads, 2026-12-02).
 */
const STALLED_LOAD_MS = 15_000;

declare global {
  interface Window {
    __layoutShift?: { total: number; shifts: { value: number; sources: string[] }[] };
  }
}

/**
 * The observer, as source text: a function handed to addInitScript would be serialised after
 * transpiling, and helpers a transpiler adds (esbuild's `__name`) do not exist in the page.
 */
const LAYOUT_SHIFT_OBSERVER = `(() => {
  const record = { total: 0, shifts: [] };
  window.__layoutShift = record;
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : "?";
    const label = node.getAttribute("aria-label") || node.getAttribute("data-banner") || node.id;
    const name = typeof node.className === "string" && node.className ? "." + node.className.split(" ")[0] : "";
    return node.tagName.toLowerCase() + (label ? "[" + label + "]" : "") + name;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      record.shifts.push({ value: entry.value, sources: (entry.sources || []).map((source) => describe(source.node)) });
    }
  }).observe({ type: "layout-shift", buffered: true });
})();`;

/** Installs the observer in every page of the context, before any of the page's scripts runs. */
export async function observeLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: LAYOUT_SHIFT_OBSERVER });
}

interface PhoneThrottle {
  /** The CPU at full speed again, the network still slow. */
  fullSpeedCpu: () => Promise<void>;
  /** Both at full speed again. */
  stop: () => Promise<void>;
}

/** Slows the page's CPU and network down like a phone on a slow mobile connection (CDP, Chromium only). */
export async function throttleLikeAPhone(page: Page): Promise<PhoneThrottle> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", SLOW_NETWORK);
  const fullSpeedCpu = async () => void (await session.send("Emulation.setCPUThrottlingRate", { rate: 1 }));
  return {
    fullSpeedCpu,
    stop: async () => {
      await fullSpeedCpu();
      await session.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      await session.detach();
    },
  };
}

/**
 * Loads a page throttled and returns its cumulative layout shift once the page has settled (the
 * network idle, then two animation frames and a second for late reveals; the CPU at full speed from
 * DOMContentLoaded on, see above). The page is left unthrottled afterwards.
 */
export async function cumulativeLayoutShift(page: Page, path: string): Promise<{ total: number; shifts: { value: number; sources: string[] }[] }> {
  let throttle = await throttleLikeAPhone(page);
  let settled = quietNetwork(page);
  const load = async (timeout: number) => {
    await page.goto(path, { waitUntil: "domcontentloaded", timeout });
    await throttle.fullSpeedCpu();
    await page.waitForLoadState("load", { timeout });
  };
  try {
    try {
      await load(STALLED_LOAD_MS);
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      // Chromium's network emulation now and then answers none of a page's subresources and the
      // load event never comes (microsoft/playwright#22676); a second load under the same emulation
      // stalled too (CI, 2026-11-27). So the emulation starts afresh, and the page loads once more.
      settled.stop();
      await throttle.stop();
      throttle = await throttleLikeAPhone(page);
      settled = quietNetwork(page);
      await load(0);
    }
    await settled.wait();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.waitForTimeout(1_000);
    const record = await page.evaluate(() => window.__layoutShift);
    if (!record) throw new Error(`No layout-shift observer on ${path}: call observeLayoutShifts(context) first`);
    return record;
  } finally {
    settled.stop();
    await throttle.stop();
  }
}

/** Loads a page and waits until the page's own requests have been quiet for 500 ms (below). */
export async function gotoAndSettle(page: Page, path: string): Promise<void> {
  const settled = quietNetwork(page);
  try {
    await page.goto(path);
    await settled.wait();
  } finally {
    settled.stop();
  }
}

/**
 * "Network idle" for the page itself: no request in flight for 500 ms, the client router's
 * prefetches of linked pages aside. Those load what a click would show, not this page, and one of
 * them (a per-segment prefetch of a prerendered page, answered with HTML behind the proxy) is never
 * read to its end, so Playwright's own "networkidle" would never come.
 */
function quietNetwork(page: Page): { wait: () => Promise<void>; stop: () => void } {
  const inFlight = new Set<Request>();
  const isPrefetch = (request: Request) => request.headers()["next-router-prefetch"] === "1";
  const started = (request: Request) => void (isPrefetch(request) || inFlight.add(request));
  const ended = (request: Request) => void inFlight.delete(request);
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    wait: async () => {
      let quietSince = Date.now();
      while (Date.now() - quietSince < 500) {
        if (inFlight.size > 0) quietSince = Date.now();
        await page.waitForTimeout(100);
      }
    },
    stop: () => {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
    },
  };
}
