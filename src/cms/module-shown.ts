import type { PageContext } from "@/kernel/page-context";
import type { PageModule } from "./types";
import { isModuleVisible } from "./visibility";

/** Business customers see an entry's business variant where it has one. */
export function forAudience(module: PageModule, context: Pick<PageContext, "audience">): PageModule {
  return context.audience === "b2b" && module.type !== "unsupported" && module.businessVariant ? module.businessVariant : module;
}

/** Whether a module shows for this viewer: supported, and every rule it (or its business variant) names holds. */
export function isModuleShown(module: PageModule, context: PageContext): boolean {
  const entry = forAudience(module, context);
  return entry.type !== "unsupported" && isModuleVisible(entry.visibility, context.deal, context);
}
