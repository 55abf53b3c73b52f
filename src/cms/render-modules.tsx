import { Suspense, type ComponentType } from "react";
import type { ModuleProps } from "./module-props";
import { ModuleErrorBoundary } from "./module-error-boundary";
import type { PageContext } from "./page-context";
import { registry } from "./registry";
import type { ModuleEntryOf, ModuleType, PageModule } from "./types";
import { isModuleVisible } from "./visibility";

/**
 * Renders a page's modules in order, keyed by entry id. Unsupported entries render nothing for
 * customers and log a warning; invisible ones (their rules do not all hold) are skipped; each
 * visible module sits in its own error boundary. The Suspense boundary lets a module that fails
 * during server rendering fall back to the client, where its error boundary catches it.
 */
export function RenderModules({ modules, context }: { modules: PageModule[]; context: PageContext }) {
  return modules.map((entry) => {
    if (entry.type === "unsupported") {
      console.warn(`Skipping unsupported module ${entry.contentType} (entry ${entry.id}): ${entry.problem}`);
      return null;
    }
    if (!isModuleVisible(entry.visibility, context.deal, context)) return null;
    return (
      <ModuleErrorBoundary key={entry.id} entryId={entry.id} contentType={entry.type}>
        <Suspense fallback={null}>{renderModule(entry, context)}</Suspense>
      </ModuleErrorBoundary>
    );
  });
}

function renderModule<T extends ModuleType>(entry: ModuleEntryOf<T>, context: PageContext) {
  const Module: ComponentType<ModuleProps<T>> = registry[entry.type];
  return <Module entry={entry} context={context} />;
}
