import { index, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";

export const countries = pgTable(
  "countries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    phone_code: text("phone_code"),
  },
  (t) => [uniqueIndex("countries_code_key").on(t.code)],
);

export const states = pgTable(
  "states",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id),
    name: text("name").notNull(),
    code: text("code").notNull(),
  },
  (t) => [uniqueIndex("states_country_code_key").on(t.country_id, t.code)],
);

export const timezones = pgTable("timezones", {
  name: text("name").primaryKey(),
});

export const regions = pgTable("regions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
});

export const regionCountries = pgTable(
  "region_countries",
  {
    region_id: integer("region_id")
      .notNull()
      .references(() => regions.id, { onDelete: "cascade" }),
    country_id: integer("country_id")
      .notNull()
      .references(() => countries.id),
  },
  (t) => [primaryKey({ columns: [t.region_id, t.country_id] }), index("region_countries_country_idx").on(t.country_id)],
);

export const schoolSizes = pgTable("school_sizes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  min_students: integer("min_students").notNull(),
  max_students: integer("max_students"),
});

export const reasons = pgTable(
  "reasons",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("reasons_kind_name_key").on(t.kind, t.name)],
);
