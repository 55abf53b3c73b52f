import { connect } from "node:net";

/** Whether something accepts TCP connections at host:port within the timeout (Redis, PostgreSQL). */
export function answers(port: number, host = "127.0.0.1", timeoutMs = 1_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export const REDIS_PORT = 6379;
export const POSTGRES_PORT = 5432;
