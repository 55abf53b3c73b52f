import "server-only";
import personas from "@fixtures/personas.json";
import { showDemoPersonas } from "@/lib/env";
import type { Audience } from "@/lib/audience";
import type { DemoPersona } from "../components/demo-persona";

/** The seeded personas for one-click sign-in; none unless the embedded defaults are in use. */
export function getDemoPersonas(audience?: Audience): DemoPersona[] {
  if (!showDemoPersonas()) return [];
  // A social-login persona has no password to sign in with (account.md §3 provider).
  return (
    personas
      .filter((persona) => !("provider" in persona))
      // The business login offers the business personas only.
      .filter((persona) => audience === undefined || persona.audience === audience)
      .map(({ key, email, password, name, shows }) => ({ key, email, password, name, shows }))
  );
}
