import { boolean, integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "../users/users.table.ts";

/** The welcome flow's progress and answers, and the first-steps checklist flags. */
export const userOnboardings = pgTable("user_onboardings", {
  user_id: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  step: integer("step").notNull().default(1),
  completed: boolean("completed").notNull().default(false),
  data: jsonb("data")
    .$type<{ goals: string[]; region_ids: number[]; graduation_years: number[] }>()
    .notNull()
    .default({ goals: [], region_ids: [], graduation_years: [] }),
  final_steps: jsonb("final_steps").$type<{ dismissed?: boolean; explored?: boolean }>().notNull().default({}),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
