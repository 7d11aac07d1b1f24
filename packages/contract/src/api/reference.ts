import { z } from "zod";
import { idField, searchTextField } from "./common.ts";

/** Reference look-ups under /api/v1/partners/misc (public). */
export const CountrySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  phone_code: z.string().nullable(),
});
export const CountriesResponseSchema = z.object({ countries: z.array(CountrySchema) });

export const StatesQuerySchema = z.object({ country_id: idField() });
export const StateSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });
export const StatesResponseSchema = z.object({ states: z.array(StateSchema) });

export const CitiesQuerySchema = z.object({
  state_id: idField(),
  search_text: searchTextField(),
});
export const CitySchema = z.object({ name: z.string() });
export const CitiesResponseSchema = z.object({ cities: z.array(CitySchema) });

export const TimezoneSchema = z.object({
  name: z.string(),
  offset: z.string(),
  label: z.string(),
});
export const TimezonesResponseSchema = z.object({ timezones: z.array(TimezoneSchema) });

export const RegionSchema = z.object({ id: z.number(), name: z.string(), country_ids: z.array(z.number()) });
export const RegionsResponseSchema = z.object({ regions: z.array(RegionSchema) });

export const SchoolSizeSchema = z.object({ id: z.number(), name: z.string() });
export const SchoolSizesResponseSchema = z.object({ school_sizes: z.array(SchoolSizeSchema) });

export const ReasonKindSchema = z.enum([
  "reschedule_reasons",
  "event_decline_reasons",
  "event_modification_reasons",
  "reject_reasons",
]);
export const ReasonSchema = z.object({ id: z.number(), name: z.string() });
export const ReasonsResponseSchema = z.object({ reasons: z.array(ReasonSchema) });

/** GET misc/country_code — the visitor's country from the request address. */
export const CountryCodeResponseSchema = z.object({ country_code: z.string().nullable() });

/** GET misc/app_config — public settings the app needs before sign-in. */
export const AppConfigResponseSchema = z.object({
  google_sign_in_enabled: z.boolean(),
  google_client_id: z.string().nullable(),
  public_site_url: z.string().nullable(),
  help_center_url: z.string().nullable(),
  community_url: z.string().nullable(),
  chat_url: z.string().nullable(),
  mailbox_enabled: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfigResponseSchema>;
