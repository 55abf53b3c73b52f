import type { Car } from "./types";

/** "Volkswagen ID.3 Pro S": make, model and trim as one name. */
export function carName(car: Car | null): string {
  if (!car) return "";
  return [car.oem, car.model, car.trim].filter(Boolean).join(" ");
}
