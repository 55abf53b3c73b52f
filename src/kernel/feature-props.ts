import type { PageContext } from "./page-context";

/** What content hands a code-owned feature it places by key (`featureModule`): the page and the entry's title. */
export interface FeatureProps {
  context: PageContext;
  title: string | null;
}
