import type { PageContext } from "./page-context";
import type { ModuleEntryOf, ModuleType } from "./types";

export interface ModuleProps<T extends ModuleType> {
  entry: ModuleEntryOf<T>;
  context: PageContext;
}
