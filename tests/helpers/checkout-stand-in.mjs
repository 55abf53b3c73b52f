// A stand-in for the shop's checkout service (deals.md §7 "GET {origin}/api/checkout/deal/{id}/
// handoverDate"), for the e2e: the shop is not part of this app. It answers a fixed date, and only
// to a request that carries the customer's cookies, as the checkout does.
import { createServer } from "node:http";

export const STAND_IN_HANDOVER_DATE = "2027-01-15";
const port = Number(process.argv[2] ?? 3105);

createServer((request, response) => {
  const json = (status, body) => response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  if (request.url === "/health") return json(200, { ok: true });
  if (!/^\/api\/checkout\/deal\/[^/]+\/handoverDate$/.test(request.url ?? "")) return json(404, { message: "Not found" });
  if (!request.headers.cookie) return json(401, { message: "Sign in first" });
  return json(200, { handoverDateString: STAND_IN_HANDOVER_DATE });
}).listen(port, "127.0.0.1");
