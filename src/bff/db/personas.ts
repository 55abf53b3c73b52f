/**
 * The demo personas, read from `fixtures/personas.json` (the single source of their credentials)
 * and checked at this boundary so the seed works with typed values.
 */
import * as yup from "yup";
import { DEAL_STATES } from "../../features/deals/types";
import personasJson from "../../../fixtures/personas.json";

const personaSchema = yup.object({
  key: yup.string().required(),
  email: yup.string().email().lowercase().required(),
  password: yup.string().min(8).required(),
  name: yup.string().required(),
  audience: yup
    .string()
    .oneOf(["b2c", "b2b"] as const)
    .required(),
  role: yup
    .string()
    .oneOf(["admin", "driver", "fleet_manager"] as const)
    .nullable()
    .defined(),
  shows: yup.string().required(),
  /** account.md §3 Session user provider: a social-login persona has no password account. */
  provider: yup
    .string()
    .oneOf(["google", "apple"] as const)
    .optional(),
  /** account.md §3 Session user email_verified; seeded true unless a persona says otherwise. */
  emailVerified: yup.boolean().optional(),
  deals: yup
    .array(
      yup.object({
        id: yup.string().required(),
        state: yup.string().oneOf(DEAL_STATES).required(),
        variant: yup
          .string()
          .oneOf(["SUBSCRIPTION", "LEAD"] as const)
          .required(),
        label: yup.string().required(),
        note: yup.string().required(),
      }),
    )
    .required(),
});

export type Persona = yup.InferType<typeof personaSchema>;

export function loadPersonas(): Persona[] {
  return yup.array(personaSchema).required().validateSync(personasJson, { strict: true, abortEarly: false });
}

/** "Anna Aktiv" → first name "Anna", last name "Aktiv" (the last word is the family name). */
export function splitName(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/);
  const lastname = words.pop() ?? "";
  return { firstname: words.join(" "), lastname };
}
