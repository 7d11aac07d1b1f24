import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface SinkMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps what it receives. */
export async function startSmtpSink() {
  const mails: SinkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The decoded text of the newest mail to an address. */
    lastTo(address: string) {
      const m = [...mails].reverse().find((x) => x.to.includes(address));
      if (!m) return undefined;
      // quoted-printable soft breaks and escapes (bytes of UTF-8 text), enough to read our own mails
      const bytes = m.raw
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
