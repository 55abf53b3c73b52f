/**
 * The run's "now". `playwright.config.ts` pins `PORTAL_NOW` to the instant the run starts, for
 * the seed, every server and every test worker, so that a run crossing Berlin's midnight counts
 * every window from one day: CI of d7b155e seeded at 23:59 in Berlin and tested after midnight,
 * and five boundary tests found their persona a day off.
 */
export function runNow(): Date {
  return new Date(process.env.PORTAL_NOW ?? Date.now());
}

/** The run's Berlin calendar day (YYYY-MM-DD), moved by `days`. */
export function runDay(days = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(runNow());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The run's Berlin day as the portal writes it (DD.MM.YYYY), moved by `days`. */
export function runDate(days = 0): string {
  const [year, month, day] = runDay(days).split("-");
  return `${day}.${month}.${year}`;
}
