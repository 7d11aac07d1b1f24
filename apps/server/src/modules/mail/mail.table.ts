import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Every mail the product sends; without SMTP_URL this is where mail lands. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text_body: text("text_body").notNull(),
    html_body: text("html_body"),
    /** An iCalendar file sent with the mail (its METHOD inside), e.g. a visit's invitation or cancellation. */
    ics: text("ics"),
    status: text("status").notNull().default("stored"),
    error: text("error"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_to_idx").on(t.to_address, t.created_at)],
);
