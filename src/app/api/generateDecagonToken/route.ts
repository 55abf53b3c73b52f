import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";

/** account.md §7 GET /api/generateDecagonToken: served by the BFF's dispatcher like `api/bff/[...path]`. */
function handle(request: Request): Promise<Response> {
  return dispatchBff(withBasePath(request));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
