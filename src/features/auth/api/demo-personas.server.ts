import "server-only";
import personas from "@fixtures/personas.json";
import { showDemoPersonas } from "@/lib/env";
import type { DemoPersona } from "../components/demo-persona";

/** The seeded personas for one-click sign-in; none unless the embedded defaults are in use. */
export function getDemoPersonas(): DemoPersona[] {
  if (!showDemoPersonas()) return [];
  return personas.map(({ key, email, password, name, shows }) => ({ key, email, password, name, shows }));
}
