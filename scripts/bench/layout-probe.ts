/**
 * `npx tsx scripts/bench/layout-probe.ts` against a running production server (PROBE_ORIGIN,
 * default http://localhost:3180, started with PORTAL_BENCH=1 for the empty route): every persona's
 * pages on a phone (CPU slowed four times while it loads, slow network), each with its cumulative layout shift,
 * its largest-contentful-paint element (and whether that is a lazy image) and the gzip bytes of
 * the scripts it loads against the empty route. A report, not a test; the
 * e2e asserts the same figures (tests/e2e/layout-stability.spec.ts).
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import personas from "../../fixtures/personas.json" with { type: "json" };
import { cumulativeLayoutShift, observeLayoutShifts, PHONE } from "../../tests/helpers/layout-shift";

const ORIGIN = process.env.PROBE_ORIGIN ?? "http://localhost:3180";
const ONLY = process.env.PROBE_PERSONAS?.split(",");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Probe {
  path: string;
  cls: number;
  shifts: string[];
  lcp: string;
  scriptGzipBytes: number;
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/portal/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, password: "Portal-Demo-2026" }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed with ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function probe(browser: Browser, path: string, cookie: string | null): Promise<Probe> {
  const context = await browser.newContext({ ...PHONE, baseURL: ORIGIN });
  if (cookie) {
    await context.addCookies(
      cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: ORIGIN })),
    );
  }
  await observeLayoutShifts(context);
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp?: string };
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
      const element = last?.element;
      w.__lcp = element
        ? `${element.tagName.toLowerCase()}${element instanceof HTMLImageElement ? ` ${element.getAttribute("src")} loading=${element.loading} fetchpriority=${element.getAttribute("fetchpriority")}` : ` "${(element.textContent ?? "").slice(0, 40)}"`}`
        : "none";
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    sizes.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  const { total, shifts } = await cumulativeLayoutShift(page, `/portal${path}`);
  if (new URL(page.url()).pathname !== `/portal${path}`) throw new Error(`${path} ended at ${page.url()}`);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp?: string }).__lcp ?? "none");
  const scriptGzipBytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return {
    path,
    cls: Math.round(total * 1000) / 1000,
    shifts: shifts.map((s) => `${s.value.toFixed(3)} ${s.sources.join(",")}`),
    lcp,
    scriptGzipBytes,
  };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  try {
    const empty = await probe(browser, "/de-DE/bench-empty", null);
    console.log(`empty route: ${kib(empty.scriptGzipBytes)}`);
    const visitorHome = await probe(browser, "/de-DE", null);
    report(visitorHome, empty.scriptGzipBytes);
    let worst = visitorHome.cls;
    for (const persona of personas.filter((p) => !ONLY || ONLY.includes(p.key))) {
      const cookie = await signIn(persona.email);
      const paths = ["/de-DE", "/de-DE/mycars", "/de-DE/myaccount/invoices"];
      for (const deal of persona.deals) {
        paths.push(`/de-DE/mycars/${deal.id}`);
        if ((deal.blocks as string[]).includes("mileage-action")) paths.push(`/de-DE/mycars/${deal.id}/mileage`);
      }
      console.log(`\n${persona.name}`);
      for (const path of paths) {
        const result = await probe(browser, path, cookie);
        worst = Math.max(worst, result.cls);
        report(result, empty.scriptGzipBytes);
      }
    }
    console.log(`\nworst CLS ${worst}`);
  } finally {
    await browser.close();
  }
}

function report(result: Probe, empty: number): void {
  const ratio = (result.scriptGzipBytes / empty).toFixed(2);
  console.log(
    `${result.path}: CLS ${result.cls}; JS ${(result.scriptGzipBytes / 1024).toFixed(1)} KiB (${ratio}x); LCP ${result.lcp}${result.shifts.length ? `\n    shifts: ${result.shifts.join(" | ")}` : ""}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
