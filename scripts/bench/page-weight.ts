/**
 * What a page's HTML is made of: its bytes (raw and gzip), the share of the RSC payload (the inline
 * `self.__next_f.push` scripts the client router hydrates from), of the client messages in it (the
 * `messages` of every NextIntlClientProvider, by namespace) and of the inlined styles (`<style>` in
 * the head, and again in the payload). `npm run bench` reports it beside the JavaScript rows;
 * `npx tsx scripts/bench/page-weight.ts` prints it against a running production server
 * (PROBE_ORIGIN, default http://localhost:3180), signed in as Anna.
 */
import { gzipSync } from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { signIn } from "./servers";

export interface PageWeight {
  path: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** The payload's text as the browser reads it (unescaped), and as it stands in the HTML. */
  payloadBytes: number;
  payloadHtmlBytes: number;
  /** Client messages in the payload, summed over its providers; a provider's namespaces by size. */
  clientMessageBytes: number;
  clientMessageProviders: number;
  namespaces: Record<string, number>;
  /** `<style>` elements in the HTML, and style text repeated in the payload. */
  inlineStyleBytes: number;
  payloadStyleBytes: number;
}

/** The deal page's HTML must stay at or below this (the phone parses all of it before it is interactive). */
export const DEAL_PAGE_HTML_GOAL_BYTES = 60_000;
/** The scripts every page loads before any feature (the empty route's, gzip) must stay at or below this. */
export const EMPTY_ROUTE_JS_GOAL_BYTES = 110_000;

/** The pages weighed, signed in as Anna: the home page, `/mycars` and her running deal's page. */
export const WEIGHED_PAGES = {
  home: "/portal/de-DE",
  myCars: "/portal/de-DE/mycars",
  dealDetails: "/portal/de-DE/mycars/deal-anna-active",
};
const DEAL_PAGE: keyof typeof WEIGHED_PAGES = "dealDetails";

const PUSH = /<script[^>]*>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/** The RSC payload of a page: the strings its inline scripts push, joined, and those scripts' own length. */
export function rscPayloadOf(html: string): { text: string; htmlBytes: number } {
  let text = "";
  let htmlBytes = 0;
  for (const match of html.matchAll(PUSH)) {
    htmlBytes += Buffer.byteLength(match[0]);
    const pushed = JSON.parse(match[1] ?? "[]") as unknown[];
    if (typeof pushed[1] === "string") text += pushed[1];
  }
  return { text, htmlBytes };
}

/** Every `"messages":{…}` object of the payload (the providers' props), parsed. */
export function clientMessagesOf(payload: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const marker = '"messages":{';
  for (let at = payload.indexOf(marker); at >= 0; at = payload.indexOf(marker, at + 1)) {
    const start = at + marker.length - 1;
    const end = endOfObject(payload, start);
    if (end < 0) continue;
    try {
      found.push(JSON.parse(payload.slice(start, end + 1)) as Record<string, unknown>);
    } catch {
      // Not JSON (a text that happens to contain the marker): not a provider's messages.
    }
  }
  return found;
}

/** The index of the brace closing the object opened at `start`, strings skipped; -1 if it never closes. */
function endOfObject(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return index;
  }
  return -1;
}

/** The weight of one page's HTML as `fetch` receives it with the cookie given. */
export async function measurePageWeight(origin: string, path: string, cookie: string): Promise<PageWeight> {
  const response = await fetch(`${origin}${path}`, { headers: { cookie }, redirect: "manual" });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  const html = await response.text();
  const payload = rscPayloadOf(html);
  const providers = clientMessagesOf(payload.text);
  const namespaces: Record<string, number> = {};
  for (const messages of providers) {
    for (const [namespace, value] of Object.entries(messages)) {
      namespaces[namespace] = (namespaces[namespace] ?? 0) + Buffer.byteLength(JSON.stringify(value));
    }
  }
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
  const inPayload = styles.filter((style) => style.length > 0 && payload.text.includes(style.slice(0, 200)));
  return {
    path,
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(html).length,
    payloadBytes: Buffer.byteLength(payload.text),
    payloadHtmlBytes: payload.htmlBytes,
    clientMessageBytes: providers.reduce((total, messages) => total + Buffer.byteLength(JSON.stringify(messages)), 0),
    clientMessageProviders: providers.length,
    namespaces: Object.fromEntries(Object.entries(namespaces).sort(([, a], [, b]) => b - a)),
    inlineStyleBytes: styles.reduce((total, style) => total + Buffer.byteLength(style), 0),
    payloadStyleBytes: inPayload.reduce((total, style) => total + Buffer.byteLength(style), 0),
  };
}

/** Each page of `pages` weighed with the cookie given. */
export async function pageWeights(origin: string, cookie: string, pages: Record<string, string>): Promise<Record<string, PageWeight>> {
  const weights: Record<string, PageWeight> = {};
  for (const [name, path] of Object.entries(pages)) weights[name] = await measurePageWeight(origin, path, cookie);
  return weights;
}

/** The bench table's rows: each page's HTML and what its payload carries; the deal page against its goal. */
export function pageWeightRows(weights: Record<string, PageWeight>): string[][] {
  return Object.entries(weights).map(([name, weight]) => [
    `HTML of \`${weight.path.replace("/portal", "")}\` signed in, raw (gzip); of it the RSC payload, the client messages (${weight.clientMessageProviders} providers), the inlined styles${name === DEAL_PAGE ? "; vs the goal of 60 KB" : ""}`,
    `${kb(weight.htmlBytes)} (${kb(weight.htmlGzipBytes)}); ${kb(weight.payloadHtmlBytes)}, ${kb(weight.clientMessageBytes)}, ${kb(weight.inlineStyleBytes)}`,
    name === DEAL_PAGE ? ratioTo(weight.htmlBytes, DEAL_PAGE_HTML_GOAL_BYTES) : "–",
  ]);
}

/** The empty route's scripts against their goal of 110 KB (gzip). */
export function emptyRouteJavaScriptRow(gzipBytes: number): string[] {
  return [
    "JavaScript of the empty route (gzip) vs the goal of 110 KB",
    `${kb(gzipBytes)} / ${kb(EMPTY_ROUTE_JS_GOAL_BYTES)}`,
    ratioTo(gzipBytes, EMPTY_ROUTE_JS_GOAL_BYTES),
  ];
}

/** Every script a page loads in Chromium until the network is idle, each compressed with gzip as a server would send it. */
export async function scriptGzipBytes(page: Page, url: string): Promise<{ gzipBytes: number; answer: Response | null }> {
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
  const answer = await page.goto(url, { waitUntil: "networkidle" });
  const each = await Promise.all(sizes);
  return { gzipBytes: each.reduce((total, size) => total + size, 0), answer };
}

/** Kilobytes of 1,000 bytes, as the goals are given (the JavaScript rows beside them are in KiB). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ratioTo = (value: number, goal: number) => String(Math.round((value / goal) * 100) / 100);

async function main(): Promise<void> {
  const origin = process.env.PROBE_ORIGIN ?? "http://localhost:3180";
  const cookie = await signIn(origin);
  const pages = {
    emptyRoute: "/portal/de-DE/bench-empty",
    ...WEIGHED_PAGES,
    ...(process.env.PROBE_PATHS ? Object.fromEntries(process.env.PROBE_PATHS.split(",").map((path) => [path, path])) : {}),
  };
  console.log(JSON.stringify(await pageWeights(origin, cookie, pages), null, 2));
}

if (process.argv[1]?.endsWith("page-weight.ts")) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
