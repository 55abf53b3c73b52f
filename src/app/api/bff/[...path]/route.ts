import { dispatchBff } from "@/bff/http/dispatch";

export { dispatchBff as GET, dispatchBff as POST, dispatchBff as PUT, dispatchBff as PATCH, dispatchBff as DELETE };
