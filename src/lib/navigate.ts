import { BASE_PATH } from "./paths";

/** A full page load of a portal path (the base path is added). One place, so tests can stub it. */
export function loadPortalPage(path: string): void {
  window.location.assign(`${BASE_PATH}${path}`);
}
