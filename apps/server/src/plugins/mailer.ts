import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { outbox } from "../modules/mail/mail.table.ts";
import type { MailCalendar } from "../modules/mail/visit-calendar.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar file: sent as the mail's calendar part and as an attachment, kept in the outbox. */
  calendar?: MailCalendar;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

export function createMailer(deps: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
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
      await deps.db.update(outbox).set({ status: "sent", sent_at: new Date() }).where(eq(outbox.id, id));
    } catch (err) {
      deps.log.error({ err, to: message.to }, "mail delivery failed");
      await deps.db
        .update(outbox)
        .set({ status: "failed", error: String(err) })
        .where(eq(outbox.id, id))
        .catch(() => undefined);
    }
  }

  async function store(db: Db | Tx, message: MailMessage) {
    const [row] = await db
      .insert(outbox)
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        ics: message.calendar?.content ?? null,
        status: transport ? "queued" : "stored",
      })
      .returning({ id: outbox.id });
    if (!row) throw new Error("outbox row not stored");
    return row.id;
  }

  function startDelivery(id: number, message: MailMessage) {
    deps.log.info({ to: message.to, subject: message.subject, outbox_id: id }, "mail");
    if (!transport) return;
    const p = deliver(id, message).finally(() => pending.delete(p));
    pending.add(p);
  }

  return {
    async send(message) {
      startDelivery(await store(deps.db, message), message);
    },
    async stage(tx, message) {
      const outboxId = await store(tx, message);
      return { outboxId, deliver: () => startDelivery(outboxId, message) };
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
}
