import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";

/** An iCalendar file to send with a mail. */
export interface MailCalendar {
  /** The iTIP method of an invitation (REQUEST, CANCEL), or PUBLISH for a file the reader adds on their own. */
  method: "REQUEST" | "CANCEL" | "PUBLISH";
  filename: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar file: sent as the mail's calendar part and as an attachment, kept in the outbox. */
  calendar?: MailCalendar;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One mail as the outbox keeps it. */
export interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  ics: string | null;
  status: "queued" | "stored";
}

/** Where mails are kept (the mail module's outbox, handed in by the composition root). */
export interface MailOutbox {
  /** Stores a mail (through the caller's transaction when given); resolves its id. */
  store(mail: OutboxMail, tx?: Db | Tx): Promise<number>;
  markSent(id: number, at: Date): Promise<void>;
  markFailed(id: number, error: string): Promise<void>;
}

export interface Mailer {
  /** Stores the mail in the outbox and, with SMTP configured, delivers it off the request path. */
  send(message: MailMessage): Promise<void>;
  /**
   * Stores the mail in the outbox through the caller's transaction (so the mail exists exactly when the
   * caller's other writes do, e.g. a sent-mail log); the returned function delivers it and is called
   * once that transaction has committed. Resolves the outbox row's id.
   */
  stage(tx: Db | Tx, message: MailMessage): Promise<{ outboxId: number; deliver: () => void }>;
  /** Resolves once every delivery started so far has finished (tests, shutdown). */
  flush(): Promise<void>;
}

export function createMailer(deps: {
  outbox: MailOutbox;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage) {
    if (!transport) return;
    try {
      const { calendar, ...content } = message;
      await transport.sendMail({
        from: deps.from,
        ...content,
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
          : {}),
      });
      await deps.outbox.markSent(id, new Date());
    } catch (err) {
      deps.log.error({ err, to: message.to }, "mail delivery failed");
      await deps.outbox.markFailed(id, String(err)).catch(() => undefined);
    }
  }

  async function store(message: MailMessage, tx?: Db | Tx) {
    return deps.outbox.store(
      {
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        ics: message.calendar?.content ?? null,
        status: transport ? "queued" : "stored",
      },
      tx,
    );
  }

  function startDelivery(id: number, message: MailMessage) {
    deps.log.info({ to: message.to, subject: message.subject, outbox_id: id }, "mail");
    if (!transport) return;
    const p = deliver(id, message).finally(() => pending.delete(p));
    pending.add(p);
  }

  return {
    async send(message) {
      startDelivery(await store(message), message);
    },
    async stage(tx, message) {
      const outboxId = await store(message, tx);
      return { outboxId, deliver: () => startDelivery(outboxId, message) };
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
