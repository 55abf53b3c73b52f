/**
 * Grete: orders on the delivery rules' boundaries, one day either side (deals.md §9): the free
 * change "until 11 days before delivery" (11 days ahead free, 10 days the 99 € effort fee) and the
 * delay credit "10 percent of the monthly rate from 8 days late, 20 percent from 15" (7, 8, 14 and
 * 15 days late, at 500 € a month: none, 50 €, 50 €, 100 €).
 */
import type { SeedCalendar } from "../calendar";
import type { ModelKey } from "../catalogue";
import { seedProfile } from "../rows/customer";
import { handoverTo, seedCar, seedDeal } from "../rows/deal";
import { milestonesOf } from "../rows/milestones";
import type { PersonaSeed } from "../types";

/** The wished delivery day of the late orders, far enough ahead that a change is free and no alternative car is offered yet. */
const WISHED_IN_DAYS = 20;

const ORDERS: readonly { id: string; model: ModelKey; vin: string; preferredIn: number; plannedIn: number; changeable: boolean }[] = [
  { id: "deal-grete-change11", model: "vwId3", vin: "WVWZZZE1ZPP000401", preferredIn: 11, plannedIn: 11, changeable: true },
  { id: "deal-grete-change10", model: "cupraBorn", vin: "VSSZZZK1ZPP000402", preferredIn: 10, plannedIn: 10, changeable: true },
  {
    id: "deal-grete-late7",
    model: "skodaEnyaq",
    vin: "TMBJC7NY0PF000403",
    preferredIn: WISHED_IN_DAYS,
    plannedIn: WISHED_IN_DAYS + 7,
    changeable: false,
  },
  {
    id: "deal-grete-late8",
    model: "bmwIx1",
    vin: "WBA11EF0005F00404",
    preferredIn: WISHED_IN_DAYS,
    plannedIn: WISHED_IN_DAYS + 8,
    changeable: false,
  },
  {
    id: "deal-grete-late14",
    model: "mercedesEqa",
    vin: "W1N2437011J000405",
    preferredIn: WISHED_IN_DAYS,
    plannedIn: WISHED_IN_DAYS + 14,
    changeable: false,
  },
  {
    id: "deal-grete-late15",
    model: "hyundaiIoniq5",
    vin: "KMHKN81AFNU000406",
    preferredIn: WISHED_IN_DAYS,
    plannedIn: WISHED_IN_DAYS + 15,
    changeable: false,
  },
];

export function grete(cal: SeedCalendar): PersonaSeed {
  const { day, at } = cal;
  const carId = (dealId: string) => dealId.replace("deal-", "car-");
  return {
    profiles: { grete: seedProfile("grete", { carriedOverPoints: 0 }) },
    cars: ORDERS.map((order) => seedCar(carId(order.id), order.model, order.vin, null, at(-15, "09:00"))),
    deals: ORDERS.map((order, index) =>
      seedDeal("grete", at(-15, `10:${String(index * 5).padStart(2, "0")}`), {
        ...handoverTo("grete", "Grete", "Grenze"),
        id: order.id,
        state: "CREATED",
        carId: carId(order.id),
        term: 12,
        amountCents: 50_000,
        mileagePackage: 1500,
        preferredDeliveryDate: day(order.preferredIn),
        plannedDeliveryDate: day(order.plannedIn),
        ...(order.plannedIn > order.preferredIn ? { deliveryDelayWishedDate: day(order.preferredIn), carReadyDate: day(order.plannedIn) } : {}),
        preferredHandoverDate: at(order.plannedIn, "11:00"),
        availabilityDeviationInWeeks: 0,
        handoverAddressChangeable: order.changeable,
      }),
    ),
    milestones: ORDERS.flatMap((order, index) =>
      milestonesOf(order.id, { order_received: at(-15, `10:${String(index * 5).padStart(2, "0")}`), customer_verified: at(-14, "09:00") }),
    ),
  };
}
