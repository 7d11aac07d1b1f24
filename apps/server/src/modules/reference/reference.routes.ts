import { NotFoundErrorSchema, ValidationErrorSchema } from "@quad/contract/api/common";
import {
  AppConfigResponseSchema,
  CitiesQuerySchema,
  CitiesResponseSchema,
  CountriesResponseSchema,
  CountryCodeResponseSchema,
  ReasonKindSchema,
  ReasonsResponseSchema,
  RegionsResponseSchema,
  SchoolSizesResponseSchema,
  StatesQuerySchema,
  StatesResponseSchema,
  TimezonesResponseSchema,
} from "@quad/contract/api/reference";
import type { FastifyReply } from "fastify";
import type { ZodApp } from "../../app-context.ts";
import { countryCodeOf } from "./geoip.ts";
import { createReferenceService } from "./reference.service.ts";

const tags = ["reference"];
const STATIC_CACHE = "public, max-age=3600";

function cacheStatic(reply: FastifyReply) {
  reply.header("cache-control", STATIC_CACHE);
}

/** Public reference look-ups, mounted under /api/v1/partners. */
export async function referenceRoutes(app: ZodApp) {
  const service = createReferenceService(app.ctx);

  app.get(
    "/misc/countries",
    { schema: { summary: "Countries", tags, response: { 200: CountriesResponseSchema } } },
    async (_request, reply) => {
      cacheStatic(reply);
      return { countries: await service.countries() };
    },
  );

  app.get(
    "/misc/states",
    {
      schema: {
        summary: "States of a country",
        tags,
        querystring: StatesQuerySchema,
        response: { 200: StatesResponseSchema, 404: NotFoundErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const states = await service.states(request.query.country_id);
      cacheStatic(reply);
      return { states };
    },
  );

  app.get(
    "/misc/cities",
    {
      schema: {
        summary: "Cities of a state",
        tags,
        querystring: CitiesQuerySchema,
        response: { 200: CitiesResponseSchema, 404: NotFoundErrorSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const cities = await service.cities(request.query.state_id, request.query.search_text);
      cacheStatic(reply);
      return { cities };
    },
  );

  app.get(
    "/misc/timezones",
    { schema: { summary: "Time zones with their labels", tags, response: { 200: TimezonesResponseSchema } } },
    async (_request, reply) => {
      cacheStatic(reply);
      return { timezones: await service.timezones() };
    },
  );

  // The misc list, and the dashboard's own call of spec 2 §7 ("GET regions"): the same answer.
  for (const path of ["/misc/regions", "/regions"]) {
    app.get(
      path,
      { schema: { summary: "World regions and their countries", tags, response: { 200: RegionsResponseSchema } } },
      async (_request, reply) => {
        cacheStatic(reply);
        return { regions: await service.regions() };
      },
    );
  }

  app.get(
    "/misc/school_sizes",
    { schema: { summary: "School sizes", tags, response: { 200: SchoolSizesResponseSchema } } },
    async (_request, reply) => {
      cacheStatic(reply);
      return { school_sizes: await service.schoolSizes() };
    },
  );

  // One static route per reasons kind, so an unknown kind is a plain 404.
  for (const kind of ReasonKindSchema.options) {
    app.get(
      `/misc/${kind}`,
      { schema: { summary: `Reasons: ${kind.replaceAll("_", " ")}`, tags, response: { 200: ReasonsResponseSchema } } },
      async (_request, reply) => {
        cacheStatic(reply);
        return { reasons: await service.reasons(kind) };
      },
    );
  }

  app.get(
    "/misc/country_code",
    {
      schema: {
        summary: "The visitor's country, from their address",
        tags,
        response: { 200: CountryCodeResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { country_code: countryCodeOf(request, app.ctx.config) };
    },
  );

  app.get(
    "/misc/app_config",
    {
      schema: {
        summary: "What the app shows: sign-in options and links",
        tags,
        response: { 200: AppConfigResponseSchema },
      },
    },
    async () => service.appConfig(),
  );
}
