/** Private (B2C) or business (B2B) customer: decides wording ("du" or "Sie"), prices and steps. */
export type Audience = "b2c" | "b2b";

/** Business roles (deals.md section 6); private customers have none. */
export type BusinessRole = "admin" | "driver" | "fleet_manager";
