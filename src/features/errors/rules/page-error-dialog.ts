import { isAccountPath } from "@/lib/paths";

export type PageErrorDialog = "generic" | "data-load";

/**
 * Which modal a page shows when loading it failed. deals.md §7: the vehicle details load answers
 * 401 with the sign-in and 404 with the 404 page (the page does both), "anything else opens a
 * generic error modal"; every other page has the data-load error dialog with its retry (§8).
 * A deal's sub-pages (mileage, return, …) and its business result pages (`/car/{id}/…`, §2) load
 * the same deal, so they count as its details; so do the business portal's per-car pages
 * (`/b2b/{dealId}/…`, account.md §4 Business portal), while `/b2b/details` and `/b2b/contacts` are lists.
 * `pathname` is without the base path, as `usePathname` gives it: `/{locale}/mycars/{dealId}…`.
 */
export function pageErrorDialog(pathname: string): PageErrorDialog {
  const [, section, dealId, subPage] = pathname.split("/").filter(Boolean);
  // The shop's business pages below /b2b (job-auto's sub pages) are content, not a car's pages.
  if (section === "b2b") return subPage !== undefined && dealId !== undefined && isAccountPath([section, dealId]) ? "generic" : "data-load";
  return (section === "mycars" || section === "car") && dealId !== undefined && dealId !== NO_DEAL ? "generic" : "data-load";
}

/** deals.md §2: `/mycars/no-deal/…` is used when no deal is chosen yet. */
const NO_DEAL = "no-deal";
