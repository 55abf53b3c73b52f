/**
 * One parse of an environment by the settings' schema (`env-schema.ts`): the typed settings, every
 * problem the start-up check reports, and the variables the parse read (what its answers depend on).
 */
import { SETTINGS, type Env, type SettingDefinition, type SettingName, type Settings } from "./env-schema";

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export interface Parsed {
  settings: Settings;
  problems: string[];
  /** The variables the parse read, with the values it saw: the parse holds while they are unchanged. */
  readValues: [name: string, value: string | undefined][];
}

export function parse(env: Env): Parsed {
  const read = new Set<string>();
  // The parse's every read goes through here, so the cache knows what its answers depend on.
  const watched: Env = new Proxy(env, {
    get: (target, name) => {
      if (typeof name === "string") read.add(name);
      return Reflect.get(target, name);
    },
  });
  const names = Object.keys(SETTINGS) as SettingName[];
  const outcomes = new Map<SettingName, Outcome>();
  const problems: string[] = [];
  for (const name of names) {
    // Each definition checks the value its own `read` gave.
    const definition = SETTINGS[name] as SettingDefinition<unknown>;
    let outcome: Outcome;
    try {
      outcome = { ok: true, value: definition.read(watched) };
    } catch (error) {
      outcome = { ok: false, error };
      if (definition.readReportedAs) problems.push(describeProblem(definition.readReportedAs, error));
    }
    outcomes.set(name, outcome);
    if (!outcome.ok) continue;
    const { value } = outcome;
    for (const { variable, problem } of definition.checks ?? []) {
      problems.push(
        ...problemOf(variable, () => {
          const found = problem(value, watched);
          if (found) throw new Error(found);
        }),
      );
    }
  }
  return { settings: settingsFrom(outcomes), problems, readValues: [...read].map((name) => [name, env[name]]) };
}

/** A read-only object whose malformed settings throw their error when read. */
function settingsFrom(outcomes: ReadonlyMap<SettingName, Outcome>): Settings {
  const settings = {};
  for (const [name, outcome] of outcomes) {
    Object.defineProperty(settings, name, {
      enumerable: true,
      get: () => {
        if (!outcome.ok) throw outcome.error;
        return outcome.value;
      },
    });
  }
  return Object.freeze(settings) as Settings;
}

export function problemOf(variable: string, test: () => void): string[] {
  try {
    test();
    return [];
  } catch (error) {
    return [describeProblem(variable, error)];
  }
}

const describeProblem = (variable: string, error: unknown) => `${variable}: ${error instanceof Error ? error.message : String(error)}`;
