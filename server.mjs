/**
 * The portal's production server (`npm start`): Next's request handler behind the front door of
 * the page caches (`src/front-door.ts`, README "Page cache"). A page a cache holds is answered
 * before Next, and so is the refusal of a malformed or over-long URL (README "Security suite");
 * every other request, and every request while the front door is not yet open, is Next's.
 * Options as `next start` takes them: `-p`/`--port` (or PORT, default 3000), `-H`/`--hostname`,
 * `--keepAliveTimeout` in milliseconds.
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { mountDemoIdentity } from "./server/demo-identity.mjs";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" }, keepAliveTimeout: { type: "string" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;
process.env.NODE_ENV ||= "production";
// As `next start` records them: the page cache renders over loopback on this port (src/lib/env.ts `ownOrigin`).
process.env.PORT = String(port);
process.env.__NEXT_PRIVATE_ORIGIN = `http://${hostname ?? "localhost"}:${port}`;
// The embedded demo signs in with Google and Apple through a stand-in of its own, below the base
// path (server/demo-identity.mjs); its settings are in the environment before the portal reads it.
const portalOrigin = process.env.PORTAL_ORIGIN ? new URL(process.env.PORTAL_ORIGIN).origin : process.env.__NEXT_PRIVATE_ORIGIN;
const demoIdentity = await mountDemoIdentity(process.env, portalOrigin);

const { default: next } = await import("next");
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  if (demoIdentity?.(request, response)) return;
  const frontDoor = globalThis.__portalFrontDoor;
  if (!frontDoor) return void handle(request, response);
  frontDoor(request, response).then(
    (answered) => answered || handle(request, response),
    (error) => {
      console.error(`[front-door] ${request.url}`, error);
      if (response.headersSent) response.destroy();
      else void handle(request, response);
    },
  );
});
if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
server.listen(port, hostname, () => console.log(`Ready on http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close();
    void app.close().finally(() => process.exit(0));
  });
}
