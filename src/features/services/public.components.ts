/**
 * The components of this feature that modules place on a page. A lazy wrapper (`*.lazy.client.tsx`)
 * is re-exported as it is, so its code still loads on demand.
 */
export { ServicesBlock } from "./components/services-block";
