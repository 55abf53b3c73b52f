export interface PageSlugMatch {
  slug: string;
  params: Record<string, string>;
}

const DYNAMIC_SEGMENT = /^\[([A-Za-z][A-Za-z0-9]*)\]$/;

/**
 * Finds the content slug for a path below the locale. A `[name]` segment of a slug captures one
 * path segment; where several slugs match, a static segment beats a dynamic one at the first
 * position they differ, so `mycars/no-deal` wins over `mycars/[dealId]`. No segments is the home
 * page, slug "".
 */
export function matchPageSlug(pathSegments: string[], slugs: string[]): PageSlugMatch | null {
  const matches = slugs.flatMap((slug) => {
    const slugSegments = slug === "" ? [] : slug.split("/");
    const params = matchSegments(slugSegments, pathSegments);
    return params ? [{ slug, params, dynamic: slugSegments.map((segment) => DYNAMIC_SEGMENT.test(segment)) }] : [];
  });
  matches.sort((a, b) => {
    const differ = a.dynamic.findIndex((dynamic, index) => dynamic !== b.dynamic[index]);
    return differ === -1 ? 0 : Number(a.dynamic[differ]) - Number(b.dynamic[differ]);
  });
  const [best] = matches;
  return best ? { slug: best.slug, params: best.params } : null;
}

function matchSegments(slugSegments: string[], pathSegments: string[]): Record<string, string> | null {
  if (slugSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, slugSegment] of slugSegments.entries()) {
    const pathSegment = pathSegments[index];
    const name = DYNAMIC_SEGMENT.exec(slugSegment)?.[1];
    if (pathSegment === undefined || pathSegment === "") return null;
    if (name !== undefined) params[name] = pathSegment;
    else if (slugSegment !== pathSegment) return null;
  }
  return params;
}
