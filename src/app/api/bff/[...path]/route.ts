import { dispatchBff } from "@/bff/http/dispatch";
import { withBasePath } from "@/bff/http/with-base-path";

function handleBff(request: Request): Promise<Response> {
  return dispatchBff(withBasePath(request));
}

export { handleBff as GET, handleBff as POST, handleBff as PUT, handleBff as PATCH, handleBff as DELETE };
