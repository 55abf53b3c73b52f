/** What modules read of this feature on the server. */
export { loadPageValues } from "./page-values.server";
export { loadInitialValues } from "./prefill.server";
