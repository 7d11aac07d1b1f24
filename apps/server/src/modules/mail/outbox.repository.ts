import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { MailOutbox, OutboxMail } from "../../plugins/mailer.ts";
import { outbox } from "./mail.table.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The outbox table: where the mailer stores every mail (and its delivery), and what the dev mailbox lists. */
export function createOutboxRepository(db: Db) {
  const writer: MailOutbox = {
    async store(mail: OutboxMail, tx?: Db | Tx) {
      const [row] = await (tx ?? db).insert(outbox).values(mail).returning({ id: outbox.id });
      if (!row) throw new Error("outbox row not stored");
      return row.id;
    },
    async markSent(id: number, at: Date) {
      await db.update(outbox).set({ status: "sent", sent_at: at }).where(eq(outbox.id, id));
    },
    async markFailed(id: number, error: string) {
      await db.update(outbox).set({ status: "failed", error }).where(eq(outbox.id, id));
    },
  };
  return {
    ...writer,
    /** The latest 100 mails, to one address when given (dev mailbox). */
    latest(to?: string) {
      return db
        .select({
          id: outbox.id,
          to: outbox.to_address,
          subject: outbox.subject,
          text: outbox.text_body,
          status: outbox.status,
          created_at: outbox.created_at,
        })
        .from(outbox)
        .where(to ? eq(outbox.to_address, to.toLowerCase()) : undefined)
        .orderBy(desc(outbox.id))
        .limit(100);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
