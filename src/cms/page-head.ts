/**
 * The head of a page's main column: its modules up to the one that renders the level-one heading,
 * with the deal banners that follow it. Beside an aside, a phone shows the head, then the aside,
 * then the rest of the main column; from lg the aside stands beside both (review: on a phone a
 * business car's actions, order and return status came after its documents and emergency help).
 * Zero when no module renders the heading: the aside then follows the whole main column.
 */
export function pageHeadLength<M>(
  modules: readonly M[],
  { isHeading, isBanner }: { isHeading: (module: M) => boolean; isBanner: (module: M) => boolean },
): number {
  const heading = modules.findIndex(isHeading);
  if (heading === -1) return 0;
  let end = heading + 1;
  while (end < modules.length && isBanner(modules[end]!)) end += 1;
  return end;
}
