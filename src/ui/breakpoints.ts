/** Breakpoints of the spec (deals.md and account.md section 9), in CSS pixels, mobile first. */
export const breakpoints = { sm: 600, md: 1120, lg: 1440, xl: 1920, max: 2100 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const media = Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `screen and (min-width: ${px}px)`])) as Record<
  Breakpoint,
  string
>;

/** Below a breakpoint: up to a fraction of a pixel under it, so that no width matches both `below.sm` and `media.sm`. */
export const below = Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `screen and (max-width: ${px - 0.02}px)`])) as Record<
  Breakpoint,
  string
>;
