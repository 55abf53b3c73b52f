/**
 * The components of this feature that modules place on a page. A lazy wrapper (`*.lazy.client.tsx`)
 * is re-exported as it is, so its code still loads on demand.
 */
export { CarPicker } from "./components/car-picker";
export { CategorySubscription } from "./components/category-subscription";
export { SubscriptionList } from "./components/subscription-list";
export { VehicleDetails } from "./components/vehicle-details";
