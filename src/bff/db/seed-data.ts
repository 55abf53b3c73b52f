/**
 * The demo data of the embedded BFF, built relative to the seed-time `now` so that every
 * persona keeps showing what `fixtures/personas.json` promises ("a return in about 30 days").
 * Persona credentials and names come from that file; everything else lives in `seed/`: each
 * persona's (or persona group's) rows in `seed/personas/`, on the shared row factories of `seed/rows/`.
 */
import type { Dayjs } from "../../lib/clock";
import { calendarFrom, type SeedCalendar } from "./seed/calendar";
import { seedAddons, seedMileagePackages } from "./seed/catalogue";
import { seedCompanies } from "./seed/companies";
import { people, type PersonaKey } from "./seed/people";
import { anna } from "./seed/personas/anna";
import { bernd } from "./seed/personas/bernd";
import { berta } from "./seed/personas/berta";
import { bruno } from "./seed/personas/bruno";
import { dora } from "./seed/personas/dora";
import { drivers } from "./seed/personas/drivers";
import { emil } from "./seed/personas/emil";
import { flottenwerk } from "./seed/personas/flottenwerk";
import { grete } from "./seed/personas/grete";
import { kai } from "./seed/personas/kai";
import { kim } from "./seed/personas/kim";
import { lea } from "./seed/personas/lea";
import { loyalty } from "./seed/personas/loyalty";
import { mareike } from "./seed/personas/mareike";
import { paul } from "./seed/personas/paul";
import { pia } from "./seed/personas/pia";
import { rudi } from "./seed/personas/rudi";
import { sina } from "./seed/personas/sina";
import { sonnental } from "./seed/personas/sonnental";
import { toni } from "./seed/personas/toni";
import { vera } from "./seed/personas/vera";
import { viktor } from "./seed/personas/viktor";
import { accountData, accountDeletion, nora, signInStates } from "./seed/personas/without-deals";
import type { CustomerProfile, PersonaSeed, SeedData } from "./seed/types";

export { customerIdOf, userIdOf } from "./seed/people";
export type { CustomerProfile, SeedData } from "./seed/types";

/** Every persona's builder; each table lists a persona's rows in the order its builder gives them. */
const PERSONA_BUILDERS: ReadonlyArray<(cal: SeedCalendar) => PersonaSeed> = [
  anna,
  paul,
  emil,
  lea,
  bernd,
  nora,
  sina,
  bruno,
  dora,
  grete,
  rudi,
  toni,
  vera,
  kim,
  pia,
  viktor,
  berta,
  accountDeletion,
  kai,
  accountData,
  drivers,
  loyalty,
  flottenwerk,
  sonnental,
  mareike,
  signInStates,
];

type PersonaTable = Exclude<keyof PersonaSeed, "profiles">;

function rowsOf<T extends PersonaTable>(parts: readonly PersonaSeed[], table: T): SeedData[T] {
  const rows: unknown[] = [];
  for (const part of parts) rows.push(...(part[table] ?? []));
  return rows as SeedData[T];
}

/** Every persona of `seed/people.ts` has its profile, once. */
function profilesOf(parts: readonly PersonaSeed[]): Record<PersonaKey, CustomerProfile> {
  const profiles: Partial<Record<string, CustomerProfile>> = {};
  for (const part of parts) {
    for (const [key, profile] of Object.entries(part.profiles ?? {})) {
      if (profiles[key]) throw new Error(`Two seed profiles for persona "${key}"`);
      profiles[key] = profile;
    }
  }
  const missing = Object.keys(people).filter((key) => !profiles[key]);
  if (missing.length > 0) throw new Error(`No seed profile for ${missing.join(", ")}`);
  return profiles as Record<PersonaKey, CustomerProfile>;
}

export function buildSeedData(now: Dayjs): SeedData {
  const cal = calendarFrom(now);
  const parts = PERSONA_BUILDERS.map((build) => build(cal));
  return {
    companies: seedCompanies(cal),
    profiles: profilesOf(parts),
    addons: seedAddons(),
    cars: rowsOf(parts, "cars"),
    deals: rowsOf(parts, "deals"),
    documents: rowsOf(parts, "documents"),
    invoices: rowsOf(parts, "invoices"),
    milestones: rowsOf(parts, "milestones"),
    damageReports: rowsOf(parts, "damageReports"),
    damages: rowsOf(parts, "damages"),
    repairOrders: rowsOf(parts, "repairOrders"),
    mileagePackages: seedMileagePackages(),
    prolongationPrices: rowsOf(parts, "prolongationPrices"),
    inventoryVehicles: rowsOf(parts, "inventoryVehicles"),
    paymentMethods: rowsOf(parts, "paymentMethods"),
    licenceUploads: rowsOf(parts, "licenceUploads"),
    drivers: rowsOf(parts, "drivers"),
    companyContacts: rowsOf(parts, "companyContacts"),
    referrals: rowsOf(parts, "referrals"),
    redemptions: rowsOf(parts, "redemptions"),
  };
}
