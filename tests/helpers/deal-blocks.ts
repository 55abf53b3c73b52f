/**
 * The optional blocks of the vehicle-details page, as `fixtures/personas.json` names them per deal,
 * with how a person finds each on the en-US page (role and accessible name, or a data-list term).
 */
export const DEAL_BLOCKS = {
  // A modal on load rather than a block; while it is open the rest of the page is inert.
  "transition-car-modal": { role: "dialog", name: "Your transition car" },
  "order-status": { role: "region", name: "Order status" },
  "power-of-attorney": { role: "button", name: "Can't make it?" },
  "return-status": { role: "region", name: "Return status" },
  "pre-return-appraisal": { role: "region", name: "Appraisal before the return" },
  "category-subscription": { role: "region", name: "Category subscription" },
  services: { role: "region", name: "Services" },
  "business-details": { role: "region", name: "Driver and company" },
  "driver-row": { term: "Driver" },
  "mileage-action": { role: "link", name: "Report mileage" },
  "damage-reports": { role: "region", name: "Damage reports" },
  "emergency-call": { role: "region", name: "Emergency assistance" },
} as const satisfies Record<string, { role: "region" | "button" | "link" | "dialog"; name: string } | { term: string }>;

export type DealBlock = keyof typeof DEAL_BLOCKS;
export const DEAL_BLOCK_NAMES = Object.keys(DEAL_BLOCKS) as DealBlock[];
