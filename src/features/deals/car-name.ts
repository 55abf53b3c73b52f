import type { Car } from "./types";

/** "Volkswagen ID.3 Pro S": make, model and trim as one name. */
export function carName(car: Car | null): string {
  if (!car) return "";
  return [car.oem, car.model, car.trim].filter(Boolean).join(" ");
}

/**
 * "Volkswagen ID.3 (HH-AB 123)": the car as its customer knows it, make and model with the plate
 * where there is one (the mails, the business portal's notices); null without make and model.
 */
export function carWithPlate(car: { oem: string | null; model: string | null; licensePlate: string | null }): string | null {
  if (!car.oem || !car.model) return null;
  return `${car.oem} ${car.model}${car.licensePlate ? ` (${car.licensePlate})` : ""}`;
}
