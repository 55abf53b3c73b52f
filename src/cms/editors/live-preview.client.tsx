"use client";

import { ContentfulLivePreviewProvider, useContentfulLiveUpdates } from "@contentful/live-preview/react";
import { useEffect, useState } from "react";
import { applyEntry, taggedEntries, type LiveEntry } from "./live-dom";

export interface LivePreviewProps {
  locale: string;
  /** Contentful's web app (`contentfulAppOrigins`), the only parent the SDK talks to; the CSP lets only it frame a draft preview. */
  origins: string[];
  space?: string;
  environment?: string;
}

/**
 * Contentful's live preview for editors, rendered in draft mode only: inspector
 * mode on the fields the modules tag (a click in Contentful's preview opens the entry), and live
 * updates of every tagged entry while it is edited. Outside Contentful's iframe the SDK stays idle.
 */
export function LivePreview({ locale, origins, space, environment }: LivePreviewProps) {
  const [entries, setEntries] = useState<LiveEntry[]>([]);
  useEffect(() => setEntries(taggedEntries(document)), []);
  return (
    <ContentfulLivePreviewProvider
      locale={locale}
      space={space}
      environment={environment}
      enableInspectorMode
      enableLiveUpdates
      targetOrigin={origins}
    >
      {entries.map((entry) => (
        <LiveUpdates key={entry.sys.id} entry={entry} locale={locale} />
      ))}
    </ContentfulLivePreviewProvider>
  );
}

function LiveUpdates({ entry, locale }: { entry: LiveEntry; locale: string }) {
  const live = useContentfulLiveUpdates(entry, { locale });
  useEffect(() => {
    if (live === entry || live.sys.id !== entry.sys.id) return;
    applyEntry(document, live);
    // React may render a module again after this (a boundary hydrating late, a refresh), putting the
    // saved text back: the edit is written again whenever the page changes, until the next one.
    const observer = new MutationObserver(() => applyEntry(document, live));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [live, entry]);
  return null;
}
