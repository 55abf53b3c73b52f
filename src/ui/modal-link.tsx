import type { ComponentProps } from "react";
import { Link } from "./link.client";

/**
 * The address of `path` (below the base path, e.g. "/de-DE/mycars/deal-1") with the modal `name`
 * open (deals.md §2 "Query modalName opens a modal on load"), any further query values after it
 * (e.g. the mileage report's recommended package).
 */
export function modalHref(path: string, name: string, more: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ modalName: name, ...more }).toString()}`;
}

type ModalLinkProps = Omit<ComponentProps<typeof Link>, "href" | "scroll"> & { path: string; name: string; more?: Record<string, string> };

/**
 * Every link that opens a `?modalName=` modal of the page the customer is on. A client navigation,
 * not a document load: the page stays where it was scrolled to, the opener keeps the focus it
 * returns to, and what the page's parts have read stays in the browser, so a modal opened twice
 * within 5 minutes reads its add-ons once (account.md §7 "Add-ons: 5 minutes dedupe"). A mailed
 * link with `modalName` still opens the modal on load.
 */
export function ModalLink({ path, name, more, ...props }: ModalLinkProps) {
  return <Link {...props} href={modalHref(path, name, more)} scroll={false} />;
}
