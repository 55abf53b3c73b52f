import type { PageContext } from "./page-context";

/**
 * What content hands a code-owned feature it places by key (`featureModule`): the page, the entry's
 * title, and the level of that title's heading (`h1` where it is the page's title, `cms/page-heading.ts`).
 */
export interface FeatureProps {
  context: PageContext;
  title: string | null;
  titleTag?: TitleTag;
}

export type TitleTag = "h1" | "h2";

/** The level of the headings below a module's title: one under it, whichever it is (axe heading-order). */
export function subheadingOf(title: TitleTag): "h2" | "h3" {
  return title === "h1" ? "h2" : "h3";
}
