import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";

/** account.md §7 `POST /api/ai-search`: public, throttled per client address (the catalogue's `perClientPerMinute`) by the BFF's dispatcher. */
export async function POST(request: Request): Promise<Response> {
  return dispatchBff(withBasePath(request));
}
