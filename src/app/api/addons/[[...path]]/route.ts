import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";

/** deals.md §7 /api/addons, /attach, /cancel: served by the BFF's dispatcher like `api/bff/[...path]`. */
function handleAddons(request: Request): Promise<Response> {
  return dispatchBff(withBasePath(request));
}

export { handleAddons as GET, handleAddons as POST, handleAddons as PUT, handleAddons as PATCH, handleAddons as DELETE };
