import { Suspense, type ReactNode } from "react";
import * as loadingStyles from "./modules-loading.css";
import { contentfulEntryUrl } from "./editors/edit-link";
import { editable, editLink } from "./editors/editable.css";
import { ModuleErrorBoundary } from "./module-error-boundary.client";
import type { PageContext } from "@/kernel/page-context";
import { moduleOf } from "./registry";
import type { ModuleEntry, PageModule } from "./types";
import { forAudience } from "./module-shown";
import { isModuleVisible } from "./visibility";

/**
 * Renders a page's modules in order, keyed by entry id. Unsupported entries render nothing for
 * customers and log a warning; invisible ones (their rules do not all hold) are skipped; each
 * visible module sits in its own error boundary. The caller wraps the list in one Suspense boundary
 * (`ModuleArea`): a module that fails during server rendering makes that boundary fall back to the
 * client, where the module's error boundary catches it and the others render. One boundary for the
 * whole list, not one per module: a module's boundary that streamed in after the first paint pushed
 * every module below it down (CLS 0.35 on /mycars when the subscription list arrived
 * above the emergency-call block); the list now appears at once, with nothing below it to move.
 * In preview (draft mode) editors also see a labelled placeholder for an unsupported entry; with
 * editor cookies (draft mode included) an edit link per module (shown on hover or keyboard focus) and the attributes Contentful's
 * live preview inspector reads.
 */
export function RenderModules({ modules, context }: { modules: PageModule[]; context: PageContext }) {
  return modules.map((module) => {
    const entry = forAudience(module, context);
    if (entry.type === "unsupported") {
      warnOnce(`Skipping unsupported module ${entry.contentType} (entry ${entry.id}): ${entry.problem}`);
      return context.preview ? <UnsupportedPlaceholder key={entry.id} entry={entry} locale={context.locale} /> : null;
    }
    if (!isModuleVisible(entry.visibility, context.deal, context)) return null;
    const rendered = (
      <ModuleErrorBoundary key={entry.id} entryId={entry.id} contentType={entry.type}>
        {renderModule(entry, context)}
      </ModuleErrorBoundary>
    );
    return context.editor ? (
      <EditableModule key={entry.id} entryId={entry.id} contentType={entry.type} locale={context.locale}>
        {rendered}
      </EditableModule>
    ) : (
      rendered
    );
  });
}

const warned = new Set<string>();

/** Each unsupported entry is logged once per server process, not on every request that shows its page. */
function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

// Editor-only chrome is in English, like the Contentful web app the editors work in.
function EditableModule({ entryId, contentType, locale, children }: { entryId: string; contentType: string; locale: string; children: ReactNode }) {
  const editUrl = contentfulEntryUrl(entryId);
  return (
    <div className={editable} data-contentful-entry-id={entryId} data-contentful-locale={locale} data-module-type={contentType}>
      {editUrl ? (
        <a href={editUrl} target="_blank" rel="noopener noreferrer" className={editLink} data-edit-link="">
          Edit {contentType} in Contentful
        </a>
      ) : null}
      {children}
    </div>
  );
}

export function UnsupportedPlaceholder({ entry, locale }: { entry: Extract<PageModule, { type: "unsupported" }>; locale: string }) {
  return (
    <div role="note" aria-label={`Unsupported module ${entry.contentType}`} data-contentful-entry-id={entry.id} data-contentful-locale={locale}>
      <strong>Unsupported module “{entry.contentType}”</strong> (entry {entry.id}): {entry.problem}. Customers do not see it.
    </div>
  );
}

/**
 * Where a page's modules render: one Suspense boundary around them all (see `RenderModules`), with
 * nothing of the page after it, so its content never moves other content. A first view arrives
 * whole; on a navigation between pages the boundary waits for the new page's data, and says so
 * (`loadingLabel`), after 400 ms, instead of leaving the page empty.
 */
export function ModuleArea({ children, loadingLabel }: { children: ReactNode; loadingLabel: string }) {
  return (
    <Suspense
      fallback={
        <div className={loadingStyles.loading} role="status">
          <span className={loadingStyles.spinner} aria-hidden="true" />
          {loadingLabel}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

function renderModule(entry: ModuleEntry, context: PageContext) {
  const Module = moduleOf(entry).component;
  return <Module entry={entry} context={context} renderModule={(nested) => <RenderModules modules={[nested]} context={context} />} />;
}
