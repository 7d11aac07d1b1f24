/**
 * Direct apply's student applications (spec 3 §3 Application, §4; issue 13 §2–§3). An application belongs to
 * the program's owner (`partner_id`); the applicant is a person (one identity across Quad, `people`) and,
 * when they applied from the guest area, their webinar account. The applicant's sections are kept as they
 * were submitted; status, result, fee, deposit and UCAS choice change by staff, every change recorded in
 * `student_application_events` (who, when, from, to, note).
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { partners } from "../partners/partners.table.ts";
import { programCourses, programIntakeRounds, programs } from "../programs/programs.table.ts";
import { countries } from "../reference/reference.table.ts";
import { users } from "../users/users.table.ts";
import { people, webinarUsers } from "../webinars/webinars.table.ts";

export const studentApplications = pgTable(
  "student_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    program_id: integer("program_id")
      .notNull()
      .references(() => programs.id),
    intake_round_id: integer("intake_round_id").references(() => programIntakeRounds.id, { onDelete: "set null" }),
    course_id: integer("course_id").references(() => programCourses.id, { onDelete: "set null" }),
    person_id: integer("person_id")
      .notNull()
      .references(() => people.id),
    webinar_user_id: integer("webinar_user_id").references(() => webinarUsers.id),
    // The applicant as submitted (list columns and filters).
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    country_id: integer("country_id").references(() => countries.id),
    school_partner_id: integer("school_partner_id").references(() => partners.id),
    school_name: text("school_name"),
    /**
     * The school whose counsellors the applicant shares the application with (the school named in their profile
     * when applying; issue 24 §1, decision 072); null when not shared. The applicant sets and clears it.
     */
    shared_school_id: integer("shared_school_id").references(() => partners.id),
    /** When the applicant last shared it (null when not shared). */
    shared_at: timestamp("shared_at", { withTimezone: true }),
    /** Sections of the detail screen (spec 3 §2): personal, guardian, education, academic, tests. */
    personal: jsonb("personal").$type<Record<string, unknown>>().notNull().default({}),
    guardian: jsonb("guardian").$type<Record<string, unknown>>().notNull().default({}),
    education: jsonb("education").$type<Record<string, unknown>>().notNull().default({}),
    academic: jsonb("academic").$type<Record<string, unknown>>().notNull().default({}),
    tests: jsonb("tests").$type<Record<string, unknown>[]>().notNull().default([]),
    /** submitted, in_review, decided, completed, withdrawn. */
    status: text("status").notNull().default("submitted"),
    /** admitted, conditional_offer, waitlisted, rejected; set when the review chooses it. */
    result: text("result"),
    status_changed_at: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The intake's start (matriculation) date, copied for sorting and the upcoming/past tabs. */
    start_date: date("start_date", { mode: "string" }),
    /** paid, unpaid, waived. */
    fee_status: text("fee_status").notNull().default("unpaid"),
    fee_waived: boolean("fee_waived").notNull().default(false),
    /** Null until staff set it. */
    is_deposit_paid: boolean("is_deposit_paid"),
    /** UCAS choice: firm, insurance, declined. */
    choice: text("choice"),
    /** Shown with the New badge until staff open the application. */
    is_new: boolean("is_new").notNull().default(true),
    /** When the latest document (not deleted) was uploaded. */
    document_upload_date: timestamp("document_upload_date", { withTimezone: true }),
    submitted_at: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Decisions released, not leaked (decision 080): when staff chose to tell the applicant the recorded decision
     * (null: not scheduled), and when they were told (null: held; the applicant sees it under review). Choosing
     * another result clears both.
     */
    decision_release_at: timestamp("decision_release_at", { withTimezone: true }),
    decision_released_at: timestamp("decision_released_at", { withTimezone: true }),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    search_text: text("search_text").generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(school_name, ''))`,
    ),
  },
  (t) => [
    check(
      "student_applications_status_check",
      sql`${t.status} in ('submitted','in_review','decided','completed','withdrawn')`,
    ),
    check(
      "student_applications_result_check",
      sql`${t.result} is null or ${t.result} in ('admitted','conditional_offer','waitlisted','rejected')`,
    ),
    check("student_applications_fee_status_check", sql`${t.fee_status} in ('paid','unpaid','waived')`),
    check(
      "student_applications_choice_check",
      sql`${t.choice} is null or ${t.choice} in ('firm','insurance','declined')`,
    ),
    index("student_applications_partner_submitted_idx").on(t.partner_id, t.submitted_at, t.id),
    // The list's sort keys, tabs and counts (decision 052, amended; migration 0033). The default sort (submitted_at)
    // reads the index above either way; the start date's index holds a missing date as 'infinity', so that the
    // upcoming tab (`coalesce(start_date, 'infinity') >= today`) is a range of it and its ascending sort (empty
    // last) its order; the name and status sorts read the next two; the counts read (partner, status, start_date)
    // alone. Expressions are those of applications.sql.ts character for character, so the planner matches them.
    index("student_applications_partner_start_order_idx").on(
      t.partner_id,
      sql`coalesce(${t.start_date}, 'infinity'::date)`,
      t.id,
    ),
    index("student_applications_partner_name_idx").on(
      t.partner_id,
      sql`lower(${t.first_name})`,
      sql`lower(${t.last_name})`,
      t.id,
    ),
    index("student_applications_partner_status_rank_idx").on(
      t.partner_id,
      sql`array_position('{submitted,in_review,decided,completed,withdrawn}'::text[], ${t.status})`,
      t.id,
    ),
    index("student_applications_partner_status_start_idx").on(t.partner_id, t.status, t.start_date),
    index("student_applications_program_idx").on(t.program_id),
    // The release job's scan: scheduled decisions not yet released.
    index("student_applications_release_due_idx")
      .on(t.decision_release_at)
      .where(sql`${t.decision_released_at} is null and ${t.decision_release_at} is not null`),
    index("student_applications_person_idx").on(t.person_id),
    index("student_applications_school_idx").on(t.school_partner_id),
    // A school's list of its students' shared applications (decision 072).
    index("student_applications_shared_school_idx")
      .on(t.shared_school_id, t.submitted_at, t.id)
      .where(sql`${t.shared_school_id} is not null`),
    index("student_applications_search_idx").using("gin", sql`${t.search_text} gin_trgm_ops`),
  ],
);

/** A document on an application: the applicant's, or one staff uploaded (supporting, UCAS report). */
export const studentApplicationDocuments = pgTable(
  "student_application_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer("application_id")
      .notNull()
      .references(() => studentApplications.id),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    document_type: text("document_type").notNull(),
    file_name: text("file_name").notNull(),
    original_name: text("original_name").notNull(),
    content_type: text("content_type").notNull(),
    size_bytes: integer("size_bytes").notNull(),
    /** Staff who uploaded it; null when the applicant did. */
    uploaded_by: integer("uploaded_by").references(() => users.id),
    /** The school whose counsellor added it (a school document, decision 073); null otherwise. */
    school_partner_id: integer("school_partner_id").references(() => partners.id),
    /** A university document (uploaded by staff) vs one of the applicant's. */
    is_university_document: boolean("is_university_document").notNull().default(false),
    /** Deleting marks it (spec 3 §4); the file is kept. */
    is_deleted: boolean("is_deleted").notNull().default(false),
    deleted_at: timestamp("deleted_at", { withTimezone: true }),
    deleted_by: integer("deleted_by").references(() => users.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("student_application_documents_application_idx").on(t.application_id, t.created_at)],
);

/** The application's history and audit: every change (who, when, from, to, note). Append-only. */
export const studentApplicationEvents = pgTable(
  "student_application_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer("application_id")
      .notNull()
      .references(() => studentApplications.id),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    /** submitted, status, result, fee_status, deposit, choice, choices_reset, document_uploaded, document_deleted, withdrawn… */
    kind: text("kind").notNull(),
    from_value: text("from_value"),
    to_value: text("to_value"),
    note: text("note"),
    /** Staff who made the change; null for the applicant or the system. */
    actor_user_id: integer("actor_user_id").references(() => users.id),
    /** staff, applicant, system. */
    actor_kind: text("actor_kind").notNull(),
    document_id: integer("document_id").references(() => studentApplicationDocuments.id),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("student_application_events_actor_check", sql`${t.actor_kind} in ('staff','applicant','system')`),
    index("student_application_events_application_idx").on(t.application_id, t.created_at, t.id),
  ],
);

/** Comments between reviewers of the same institution on an application. */
export const studentApplicationComments = pgTable(
  "student_application_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    application_id: integer("application_id")
      .notNull()
      .references(() => studentApplications.id),
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("student_application_comments_body_check", sql`char_length(${t.body}) between 1 and 2000`),
    index("student_application_comments_application_idx").on(t.application_id, t.created_at),
  ],
);

/** An institution's direct-apply settings: after how many days in one status an application is overdue. */
export const directApplySettings = pgTable(
  "direct_apply_settings",
  {
    partner_id: integer("partner_id")
      .notNull()
      .references(() => partners.id),
    review_days: integer("review_days").notNull().default(14),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_id] }),
    check("direct_apply_settings_review_days_check", sql`${t.review_days} between 1 and 365`),
  ],
);
