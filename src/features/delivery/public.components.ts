/**
 * The components of this feature that modules place on a page. A lazy wrapper (`*.lazy.client.tsx`)
 * is re-exported as it is, so its code still loads on demand.
 */
export { DelayAlternatives } from "./components/delay-alternatives.lazy.client";
export { OrderStatus } from "./components/order-status";
