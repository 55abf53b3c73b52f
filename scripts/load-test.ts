/**
 * `npm run load`: a bounded load test on loopback. It
 * prepares a database of its own with many customers, each with an active subscription, starts
 * the production server on it (build first: `npm run build`), signs every customer in, and lets
 * autocannon send a fixed number of mileage reports from all of them at once (stopped after 60 s
 * at most). It passes when no answer is a 5xx and the table holds exactly as many reports as
 * there were successful answers. A fixed number, not a duration, so that no request is still in
 * flight, uncounted, when the count is taken.
 *
 * Options (environment): LOAD_CUSTOMERS (default 40), LOAD_REQUESTS (default 1500),
 * LOAD_CONNECTIONS (default 20), LOAD_PORT (default 3170).
 */
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { hashPassword } from "../src/bff/auth/password-hash";
import { count, like } from "drizzle-orm";
import autocannon from "autocannon";
import { now } from "../src/lib/clock";
import { createDb } from "../src/bff/db/create-db";
import { account, car, customer, deal, mileageReport, user } from "../src/bff/db/schema";
import { seed } from "../src/bff/db/seed";

const CUSTOMERS = Number(process.env.LOAD_CUSTOMERS ?? 40);
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 1_500);
const MAX_SECONDS = 60;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 20);
const PORT = Number(process.env.LOAD_PORT ?? 3170);
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = ".data/load";
const PASSWORD = "Load-Test-2026";

async function prepareDatabase(): Promise<void> {
  await rm(DATA_DIR, { recursive: true, force: true });
  const handle = await createDb({ driver: "pglite", dataDir: `${DATA_DIR}/pglite` });
  const at = now();
  await seed(handle.db, { now: at });
  const created = at.subtract(200, "day").toDate();
  const hash = await hashPassword(PASSWORD);
  for (let i = 0; i < CUSTOMERS; i++) {
    const id = `load-${i}`;
    await handle.db
      .insert(user)
      .values({ id: `user-${id}`, name: `Last Test ${i}`, email: `${id}@load.portal`, emailVerified: true, createdAt: created, updatedAt: created });
    await handle.db.insert(account).values({
      id: `account-${id}`,
      accountId: `user-${id}`,
      providerId: "credential",
      userId: `user-${id}`,
      password: hash,
      createdAt: created,
      updatedAt: created,
    });
    await handle.db.insert(customer).values({
      id: `customer-${id}`,
      userId: `user-${id}`,
      contactId: `contact-${id}`,
      audience: "b2c",
      firstname: "Last",
      lastname: `Test ${i}`,
      createdAt: created,
      updatedAt: created,
    });
    await handle.db.insert(car).values({ id: `car-${id}`, oem: "Volkswagen", model: "ID.3", createdAt: created, updatedAt: created });
    await handle.db.insert(deal).values({
      id: `deal-${id}`,
      customerId: `customer-${id}`,
      contactId: `contact-${id}`,
      state: "ACTIVE",
      carId: `car-${id}`,
      term: 12,
      amountCents: 49_900,
      mileagePackage: 1_500,
      additionalMileageFeeCents: 20,
      actualHandoverDate: created,
      handoverMileage: 10,
      createdAt: created,
      updatedAt: created,
    });
  }
  await handle.close();
}

function startServer() {
  const server = spawn(process.execPath, ["server.mjs", "-p", String(PORT)], {
    env: { ...process.env, PORTAL_DATA_DIR: DATA_DIR, PORTAL_ORIGIN: ORIGIN, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return server;
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/portal/de-DE`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The server did not start");
}

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${ORIGIN}/portal/api/auth/sign-in/email`, {
    method: "POST",
    // One address for all 40 sign-ins: below the throttle's 50 per address (X-Forwarded-For would
    // be ignored anyway: no TRUSTED_PROXIES here).
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed with ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function main(): Promise<void> {
  await prepareDatabase();
  const server = startServer();
  try {
    await waitForServer();
    const cookies = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => signIn(`load-${i}@load.portal`)));
    // Each request raises its customer's reading by one km, so every report is valid.
    const readings = new Map<number, number>();
    const statuses = new Map<number, number>();
    const result = await autocannon({
      url: ORIGIN,
      connections: CONNECTIONS,
      amount: REQUESTS,
      duration: MAX_SECONDS,
      requests: [
        {
          method: "POST",
          setupRequest: (request) => {
            const i = Math.floor(Math.random() * CUSTOMERS);
            const reading = (readings.get(i) ?? 1_000) + 1;
            readings.set(i, reading);
            return {
              ...request,
              path: `/portal/api/bff/deals/deal-load-${i}/mileage-report`,
              headers: { "content-type": "application/json", origin: ORIGIN, cookie: cookies[i]! },
              body: JSON.stringify({ current_mileage: reading }),
            };
          },
        },
      ],
      setupClient: (client) => {
        client.on("response", (statusCode: number) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
      },
    });
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));

    const handle = await createDb({ driver: "pglite", dataDir: `${DATA_DIR}/pglite` });
    const [stored] = await handle.db.select({ rows: count() }).from(mileageReport).where(like(mileageReport.dealId, "deal-load-%"));
    await handle.close();

    const ok = statuses.get(200) ?? 0;
    const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `${CUSTOMERS} customers, ${CONNECTIONS} connections: ${result.requests.total} requests in ${result.duration} s, ${Math.round(result.requests.average)} per second`,
    );
    console.log(`answers: ${JSON.stringify(Object.fromEntries(statuses))}; reports stored: ${stored?.rows ?? 0}; successful answers: ${ok}`);
    // A reading that loses the race to a higher one of the same customer is refused (422): valid, not lost.
    if (serverErrors > 0 || (stored?.rows ?? 0) !== ok || result.errors > 0) {
      console.error("FAILED: lost writes or server errors");
      process.exitCode = 1;
    } else {
      console.log("PASSED: every successful answer is a stored row, no 5xx");
    }
  } finally {
    if (server.exitCode === null) server.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
