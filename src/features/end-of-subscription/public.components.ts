/**
 * The components of this feature that modules place on a page. A lazy wrapper (`*.lazy.client.tsx`)
 * is re-exported as it is, so its code still loads on demand.
 */
export { BuyCarFeature } from "./components/buy-car";
export { ExtendOptions } from "./components/extend-options";
export { Prolongation } from "./components/prolongation";
export { ProlongationSuccess } from "./components/prolongation-success";
