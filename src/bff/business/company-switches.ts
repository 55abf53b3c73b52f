import "server-only";
import type { ConflictCode } from "@/api/problem-codes";
import { businessFlowOffered, type BusinessFlow } from "@/features/business/rules/business-roles";
import type { SessionCustomer } from "../auth/session-customer";
import type { Db } from "../db/client";
import { ConflictError } from "../domain-errors";
import { companySettingsOf } from "./business-portal-service";

/**
 * A company's switches (account.md §2 Business portal settings) decided by the BFF, for every
 * call the catalogue puts behind one (`businessFlow`), with the rule the pages show or hide the
 * flow by (`businessFlowOffered`). The BFF checks them itself: were only the pages to read the damage
 * and service switches, Nord Kurier's users could report damage and book services through the API.
 *
 * A business customer acts only on cars of their own company (`company-access.ts`), so their
 * company's settings decide, whichever of its cars the request names.
 */
const SWITCHED_OFF: Readonly<Record<BusinessFlow, { code: ConflictCode; reason: string }>> = {
  // The codes the handover and mileage services give for the same refusal, so the forms word it alike.
  handover: { code: "handover_not_changeable", reason: "The company has switched the handover change off" },
  mileageUpgrade: { code: "mileage_upgrade_switched_off", reason: "The company has switched the mileage upgrade off" },
  reportDamage: { code: "damage_report_switched_off", reason: "The company has switched damage reports off" },
  scheduleService: { code: "service_request_switched_off", reason: "The company has switched service requests off" },
};

/** Refuses (409) a call of a flow the customer's company has switched off; private customers always pass. */
export async function assertFlowSwitchedOn(db: Db, customer: SessionCustomer, flow: BusinessFlow): Promise<void> {
  // Private customers have no company: no query for them.
  const businessSettings = customer.audience === "b2b" ? await companySettingsOf(db, customer.customerId) : null;
  if (businessFlowOffered({ audience: customer.audience, businessSettings }, flow)) return;
  const { code, reason } = SWITCHED_OFF[flow];
  throw new ConflictError(code, reason);
}
