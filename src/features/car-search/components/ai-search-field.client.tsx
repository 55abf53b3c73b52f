"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { callEndpoint } from "@/api/client";
import { BASE_PATH } from "@/lib/paths";
import { button, visuallyHidden } from "@/ui/recipes.css";
import * as styles from "./ai-search-field.css";
import type { Audience } from "@/lib/audience";
import { InteractiveWhenHydrated } from "@/ui/interactive-when-hydrated.client";

/** account.md §9: "Search placeholder rotates every 2 s among five example queries." */
export const PLACEHOLDER_ROTATION_MS = 2000;
/** The five examples' keys in `carSearch.aiSearch.examples` (messages are strings, not arrays: they are precompiled). */
const EXAMPLE_KEYS = ["1", "2", "3", "4", "5"] as const;

/** The query as sent: line breaks stripped (account.md §5), spaces collapsed; "" is no query. */
export function searchMessageOf(text: string): string {
  return text
    .replace(/[\r\n\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const KEPT_QUERY = "portal.aiSearch.query";

/** A page by its path below the portal and its query: the answer's URL may name the shop's side (`/de-DE/subscribe…`), which redirects under the base path. */
function pageKey(location: Pick<Location, "pathname" | "search">): string {
  const path = location.pathname.startsWith(`${BASE_PATH}/`) ? location.pathname.slice(BASE_PATH.length) : location.pathname;
  return path + location.search;
}

/** Remembers the query for the page its answer opens (this tab only). */
function keepQuery(message: string, url: string, placement: string): void {
  try {
    window.sessionStorage.setItem(KEPT_QUERY, JSON.stringify({ message, placement, page: pageKey(new URL(url, window.location.href)) }));
  } catch {
    // Storage refused (private mode, quota): the field starts empty, as before.
  }
}

/** The query whose answer this page is, if it is one, for the field it was typed in (header or page). */
function keptQueryFor(location: Pick<Location, "pathname" | "search">, placement: string): string | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(KEPT_QUERY) ?? "null") as { message?: unknown; page?: unknown; placement?: unknown } | null;
    const here = kept?.page === pageKey(location) && kept.placement === placement;
    return here && typeof kept.message === "string" ? kept.message : null;
  } catch {
    return null;
  }
}

/**
 * The AI search field (account.md §2 Header, §4, §5), self-contained so the header can
 * place it: it expands on focus or with text, its placeholder rotates among five examples, an
 * empty query is ignored, and the answer's URL is opened. A query it did not understand says so
 * beside the field; a failed request is only logged (§8 "AI search fetch errors are only logged").
 */
export function AiSearchField({ audience = "b2c", placement = "page" }: { audience?: Audience; placement?: "header" | "page" }) {
  const locale = useLocale();
  const t = useTranslations("carSearch.aiSearch");
  const examples = EXAMPLE_KEYS.map((key) => t(`examples.${key}`));
  const [text, setText] = useState("");
  const [focused, setFocused] = useState(false);
  const [exampleIndex, setExampleIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();

  // The answer opens a new page; the query the customer typed stays in the field
  // there (until they leave that page), so they can refine it.
  useEffect(() => {
    const kept = keptQueryFor(window.location, placement);
    if (kept) setText(kept);
  }, [placement]);

  useEffect(() => {
    if (text !== "" || examples.length < 2) return;
    const timer = window.setInterval(() => setExampleIndex((index) => (index + 1) % examples.length), PLACEHOLDER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [text, examples.length]);

  async function search() {
    const message = searchMessageOf(text);
    if (message === "" || busy) return;
    setBusy(true);
    setNotice(null);
    const { data, status } = await callEndpoint("postAiSearch", { body: { message, locale } });
    setBusy(false);
    if (status !== 200 || !data) {
      console.error(`[ai-search] the search failed (status ${status})`);
      return;
    }
    if (data.wrong_prompt) {
      setNotice(t("wrongPrompt", { audience }));
      return;
    }
    keepQuery(message, data.url, placement);
    window.location.assign(data.url);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void search();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void search();
    }
  }

  const expanded = focused || text !== "";
  return (
    // Two search landmarks on the car search page (the header's and the page's): each is named (axe "landmark-unique").
    <form
      role="search"
      aria-label={t(`landmark.${placement}`)}
      className={`${styles.form} ${placement === "header" ? styles.headerForm : ""}`}
      onSubmit={onSubmit}
      aria-busy={busy}
    >
      {/* Typed before hydration, a query was lost: the next render set the field back to its empty state (a CI run, 2026-11-28). */}
      <InteractiveWhenHydrated>
        <label htmlFor={id} className={visuallyHidden}>
          {t("label")}
        </label>
        <textarea
          id={id}
          name="message"
          rows={1}
          maxLength={500}
          className={`${styles.field} ${expanded ? styles.expanded : ""}`}
          value={text}
          placeholder={examples[exampleIndex] ?? ""}
          aria-describedby={`${id}-hint`}
          data-expanded={expanded}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? t("searching") : t("submit")}
        </button>
        <p id={`${id}-hint`} className={visuallyHidden}>
          {t("hint", { audience })}
        </p>
        <p className={styles.message} role="status">
          {notice}
        </p>
      </InteractiveWhenHydrated>
    </form>
  );
}
