// An SMTP sink for the e2e (issue 19: the newsletter's confirmation mail followed from the sink):
// accepts every mail on 127.0.0.1:<port> without TLS or auth and writes it, raw, to
// <dir>/<time>-<n>.eml with the recipients in a header line of its own, for the tests to read.
import { mkdirSync, writeFileSync } from "node:fs";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
if (!port || !dir) throw new Error("usage: smtp-sink.mjs <port> <dir>");
mkdirSync(dir, { recursive: true });
let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(",");
      writeFileSync(join(dir, `${Date.now()}-${++count}.eml`), `X-Sink-To: ${to}\r\n${Buffer.concat(chunks).toString("utf8")}`);
      callback();
    });
  },
});
server.listen(port, "127.0.0.1", () => console.log(`smtp sink on ${port}, mails in ${dir}`));
