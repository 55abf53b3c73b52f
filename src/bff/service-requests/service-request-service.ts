import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { buildPath, endpoints } from "@/api/endpoints";
import type { Issue } from "@/api/problem-codes";
import {
  canScheduleService,
  orderedServices,
  serviceRequestComment,
  serviceRequestIssues,
  type ServiceRequestInput,
} from "@/features/service-requests/rules/service-request";
import type { ScheduleServiceTarget, ServiceRequest } from "@/features/service-requests/types";
import type { Dayjs } from "@/lib/clock";
import type { Db } from "../db/client";
import { car, deal, serviceRequest, type DealRow, type ServiceRequestRow } from "../db/schema";
import { ConflictError, ValidationError } from "../domain-errors";
import { enqueue, WORKFLOW_TRIGGER_DEDUPE_MS } from "../outbox/outbox";
import { enqueueBookingConfirmation } from "../mail/booking-mail";
import { contractAddress } from "../deals/contract-address";
import { ownedDeal } from "../deals/deal-ownership";

/**
 * Service appointments (deals.md §2 schedule service, §3 "Service request", §4, §5, §7): where a
 * car's request goes, and the request itself, which reaches the operations side through the outbox.
 */

/** The customer's deal, if it is theirs. */
async function findOwned(db: Db, customerId: string, dealId: string): Promise<DealRow | null> {
  const [row] = await db.select().from(deal).where(ownedDeal(customerId, dealId)).limit(1);
  return row ?? null;
}

function schedulable(row: DealRow): row is DealRow & { carId: string } {
  return canScheduleService({ car_id: row.carId, state: row.state, variant: row.variant });
}

/**
 * GET …/deals/schedule-service/{carId}?dealId= (§7 "returns url"): the address of this deal's
 * request. Null (404) unless the deal is the customer's and holds this car; 409 when no service can
 * be booked for it (§5 "the car must have a car_id, otherwise the error modal opens").
 */
export async function scheduleServiceTarget(db: Db, customerId: string, carId: string, dealId: string): Promise<ScheduleServiceTarget | null> {
  const row = await findOwned(db, customerId, dealId);
  if (!row || row.carId !== carId) return null;
  if (!schedulable(row)) throw new ConflictError("service_not_schedulable", "No service can be booked for this subscription's car");
  return { url: buildPath(endpoints.postServiceRequestOfDeal.path, { id: dealId }) };
}

/**
 * POST …/deals/{id}/service-requests: checks the request by the rules of §5 (the contract's address
 * when `same_address`) and the car (no oil change for an electric car: 422 `service_not_for_car`), stores it and, in the same transaction, hands the operations side the
 * request (§7: car_id, comment, requested_services) and the workflow trigger for the car, which
 * goes once in 5 minutes per car (account.md §7, §9).
 */
export async function requestService(
  db: Db,
  customerId: string,
  dealId: string,
  input: ServiceRequestInput,
  now: Dayjs,
): Promise<ServiceRequest | null> {
  const row = await findOwned(db, customerId, dealId);
  if (!row) return null;
  if (!schedulable(row)) throw new ConflictError("service_not_schedulable", "No service can be booked for this subscription's car");
  const request: ServiceRequestInput = input.same_address ? { ...input, ...contractAddress(row) } : input;
  // The services this car can have (an oil change needs an engine): the rule the form's options name.
  const [serviced] = await db.select({ fuel: car.fuel }).from(car).where(eq(car.id, row.carId)).limit(1);
  const issues: Issue[] = serviceRequestIssues(request, serviced ?? null).map((issue) => ({ ...issue, message: `${issue.path}: ${issue.code}` }));
  if (issues.length > 0) throw new ValidationError(issues);

  const text = (value: string | undefined) => (value ?? "").trim();
  const services = orderedServices(request.requested_services ?? []);
  const comment = serviceRequestComment(request, request.description);
  const createdAt = now.toDate();
  const stored = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(serviceRequest)
      .values({
        id: `service-request-${randomUUID()}`,
        dealId,
        customerId,
        carId: row.carId,
        services,
        description: text(request.description) || null,
        street: text(request.street),
        houseNumber: text(request.house_number),
        zip: text(request.zip),
        city: text(request.city),
        createdAt,
      })
      .returning();
    await enqueue(tx, { topic: "service-request", payload: { car_id: row.carId, comment, requested_services: services } }, createdAt);
    await enqueue(
      tx,
      {
        topic: "workflow-trigger",
        payload: { car_id: row.carId },
        dedupeKey: `workflow-trigger:${row.carId}`,
        dedupeWindowMs: WORKFLOW_TRIGGER_DEDUPE_MS,
      },
      createdAt,
    );
    await enqueueBookingConfirmation(tx, { kind: "service-request", customerId, deal: row, request: created! }, createdAt);
    return created!;
  });
  return toServiceRequest(stored);
}

function toServiceRequest(row: ServiceRequestRow): ServiceRequest {
  const address = { street: row.street, house_number: row.houseNumber, zip: row.zip, city: row.city };
  return {
    id: row.id,
    subscription_id: row.dealId,
    car_id: row.carId,
    requested_services: orderedServices(row.services),
    comment: serviceRequestComment(address, row.description ?? undefined),
    description: row.description,
    ...address,
    created_at: row.createdAt.toISOString(),
  };
}
