import type { FieldsOf, ModuleContract } from "./module-contract";
import type { PageContext } from "@/kernel/page-context";
import type { ReactNode } from "react";
import type { PageModule, VisibilityRuleName } from "./types";

/** A resolved module entry of one contract's content type. */
export interface ModuleEntryFor<C extends ModuleContract> {
  id: string;
  type: C["contentType"];
  visibility: VisibilityRuleName[];
  fields: FieldsOf<C>;
  /** The same module for business customers, who see it instead ("Sie"). */
  businessVariant?: ModuleEntryFor<C>;
}

/**
 * The props of a module component, typed by its own contract (`ModuleProps<typeof ctaContract>`),
 * never by the registry: the registry's types are derived from its components.
 */
export interface ModuleProps<C extends ModuleContract> {
  entry: ModuleEntryFor<C>;
  context: PageContext;
  /**
   * Renders a module nested in this one (an entry embedded in rich text) the way the page renders
   * its own: `RenderModules` hands itself in, so a module never imports the registry that imports
   * it. Unset (a module rendered on its own, as in its tests), nested modules render nothing.
   */
  renderModule?: (module: PageModule) => ReactNode;
}
