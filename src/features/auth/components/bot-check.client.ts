"use client";

/**
 * The invisible bot check of registration (account.md §5). With `TURNSTILE_SITE_KEY`
 * set, Cloudflare Turnstile runs invisibly and its token is sent; without it (the embedded
 * default) the documented test token is sent, which the BFF accepts only while no
 * `TURNSTILE_SECRET_KEY` is configured (`bff/auth/bot-check.ts`).
 */
import { TEST_BOT_CHECK_TOKEN } from "../rules/bot-check-token";

interface Turnstile {
  render(container: HTMLElement, options: { sitekey: string; size: "invisible"; callback(token: string): void; "error-callback"(): void }): string;
  execute(widget: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

function loadTurnstile(): Promise<Turnstile> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not load")));
    script.onerror = () => reject(new Error("Turnstile did not load"));
    document.head.append(script);
  });
}

/** `siteKey`: `TURNSTILE_SITE_KEY` as the server page passes it (`lib/env.ts`); null on the embedded default. */
export async function botCheckToken(siteKey: string | null): Promise<string> {
  if (!siteKey) return TEST_BOT_CHECK_TOKEN;
  try {
    const turnstile = await loadTurnstile();
    const container = document.createElement("div");
    document.body.append(container);
    return await new Promise<string>((resolve) => {
      const widget = turnstile.render(container, { sitekey: siteKey, size: "invisible", callback: resolve, "error-callback": () => resolve("") });
      turnstile.execute(widget);
    }).finally(() => container.remove());
  } catch {
    // The BFF refuses an empty token with BOT_CHECK_FAILED; the form says so.
    return "";
  }
}
