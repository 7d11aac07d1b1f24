/**
 * Direct apply's programs (spec 3 §3 Program, §4 Program status; issue 13 §1): what an institution offers
 * students to apply to, with its intake rounds, courses (majors) and files. The owner (`partner_id`) is a
 * University or an ApplicationClient; `university_id` is the university the program belongs to (the owner
 * itself for a University). Deleting a program hides it (`deleted_at`): its applications keep pointing at it.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { users } from "../users/users.table.ts";

export const programs = pgTable(
  "programs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    university_id: integer("university_id")
      .notNull()
      .references(() => partners.id),
    name: text("name").notNull(),
    /** declined, active, inactive, pending_review, draft (spec 3 §4). */
    status: text("status").notNull().default("draft"),
    program_type: text("program_type"),
    /** ISO 4217 code. */
    currency: text("currency"),
    min_cost: numeric("min_cost", { precision: 12, scale: 2 }),
    max_cost: numeric("max_cost", { precision: 12, scale: 2 }),
    application_fee: numeric("application_fee", { precision: 10, scale: 2 }),
    /** The enrolment deposit an offer asks (major units, like the fee; issue 27, migration 0049). */
    deposit_amount: numeric("deposit_amount", { precision: 12, scale: 2 }),
    /** Days after the offer the deposit is due; null: no due date. */
    deposit_due_days: integer("deposit_due_days"),
    /** Whether staff may waive the fee or the deposit of one applicant (payments/{id}/waive). */
    application_fee_waivable: boolean("application_fee_waivable").notNull().default(false),
    deposit_waivable: boolean("deposit_waivable").notNull().default(false),
    /** At most 250 characters (spec 3 §9). */
    description: text("description"),
    /** The content tab: named sections of text. */
    content: jsonb("content").$type<{ title: string; body: string }[]>().notNull().default([]),
    /** The tests tab: accepted tests with their minimum scores. */
    tests: jsonb("tests").$type<{ test: string; min_score: string | null }[]>().notNull().default([]),
    /** Document types an applicant must upload (codes of the contract's document types). */
    required_documents: text("required_documents").array().notNull().default(sql`'{}'::text[]`),
    additional_requirements: text("additional_requirements"),
    /** The program this one was copied from (GET programs/{id}/copy). */
    copied_from_id: integer("copied_from_id"),
    created_by: integer("created_by").references(() => users.id),
    updated_by: integer("updated_by").references(() => users.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    check("programs_status_check", sql`${t.status} in ('declined','active','inactive','pending_review','draft')`),
    check("programs_cost_check", sql`${t.min_cost} is null or ${t.max_cost} is null or ${t.min_cost} <= ${t.max_cost}`),
    check("programs_description_check", sql`char_length(${t.description}) <= 250`),
    index("programs_partner_list_idx").on(t.partner_id, t.id).where(sql`${t.deleted_at} is null`),
    index("programs_university_idx").on(t.university_id, t.status).where(sql`${t.deleted_at} is null`),
    index("programs_copied_from_idx").on(t.copied_from_id),
  ],
);

/** An intake round of a program: its start (matriculation) date, opening date and application deadline. */
export const programIntakeRounds = pgTable(
  "program_intake_rounds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    program_id: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    start_date: date("start_date", { mode: "string" }),
    opening_date: date("opening_date", { mode: "string" }),
    deadline: date("deadline", { mode: "string" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("program_intake_rounds_program_idx").on(t.program_id, t.position),
    check(
      "program_intake_rounds_dates_check",
      sql`${t.opening_date} is null or ${t.deadline} is null or ${t.opening_date} <= ${t.deadline}`,
    ),
  ],
);

/** A course (major) a program offers; applications choose one. */
export const programCourses = pgTable(
  "program_courses",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    program_id: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("program_courses_program_name_key").on(t.program_id, sql`lower(${t.name})`)],
);

/** A program's brochure (pdf or jpeg) or banner image (jpeg or png, at most 3), in storage. */
export const programFiles = pgTable(
  "program_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    program_id: integer("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The generated storage name. */
    file_name: text("file_name").notNull(),
    original_name: text("original_name").notNull(),
    content_type: text("content_type").notNull(),
    size_bytes: integer("size_bytes").notNull(),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("program_files_kind_check", sql`${t.kind} in ('brochure','banner')`),
    index("program_files_program_idx").on(t.program_id, t.kind, t.position),
  ],
);
