import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import type { ZodApp } from "../app-context.ts";
import { withIntegerFormats } from "./openapi-formats.ts";
import { type DocumentedRoute, documentedSchema, withRetryAfter } from "./openapi-operation.ts";

/** The operations' tags, in the order the document lists them. */
const TAGS = [
  { name: "auth", description: "Sign-in, sign-out, Google sign-in and password reset" },
  { name: "registrations", description: "Institutions registering themselves and validating their email" },
  { name: "users", description: "The signed-in user: session, profile, settings and preferences" },
  { name: "reference", description: "Countries, states, cities, zones, regions and reasons" },
  { name: "files", description: "Uploaded files, served through signed links" },
  { name: "partners", description: "The institution's own details" },
  { name: "team", description: "Team members, invitations and bulk actions" },
  { name: "notifications", description: "Notifications, read state and the live stream" },
  { name: "onboarding", description: "The welcome flow and first steps" },
  { name: "availability", description: "A school's visit slots and their settings" },
  { name: "events", description: "School visits: requests, confirmations, reschedules, locations" },
  { name: "schools", description: "The schools directory, school profiles and visit feedback" },
  { name: "check-in", description: "QR check-in of guests at a university's events" },
  { name: "zoom", description: "Zoom connection" },
  { name: "sso", description: "An institution's single sign-on: its OpenID Connect provider and email domains" },
  {
    name: "calendar-sync",
    description: "Calendar sync: Google Calendar or a CalDAV server, the calendars chosen, sync",
  },
  {
    name: "webinar guests",
    description: "Guest accounts of the webinar area: registration, sign-in, profile, passwords",
  },
  {
    name: "webinar catalogue",
    description: "The webinar catalogue for guests, registrations, waitlist and join links",
  },
  {
    name: "webinar calendar",
    description: "A guest's sessions in their calendar app: the personal feed and one registration's .ics",
  },
  {
    name: "staff calendar",
    description: "A staff user's calendar feed: their institution's confirmed visits and sessions (decision 090)",
  },
  {
    name: "messages",
    description:
      "An institution's Slack, a message to the other side of a visit, the tools connected (decisions 091, 092)",
  },
  { name: "partner-webinars", description: "A university's webinar sessions, registrants and the provider's events" },
  {
    name: "connections",
    description: "A university's connections (leads): list, filters, detail, engagement, consent",
  },
  {
    name: "prospects",
    description:
      "Prospect and engage: discoverable students searched, connected, described in aggregate and invited (decisions 110-112)",
  },
  { name: "configuration", description: "Download format, lead categories, connection files and the CRM (spec 1 §7)" },
  {
    name: "dashboard",
    description: "A university's dashboard: figures from rollups, week at a glance, region filter, meetings",
  },
  {
    name: "insights",
    description:
      "Quad's market-insight reports behind the insights plan (spec 1 §7 analytics dashboards, issue 26 §2): reports, signed report addresses",
  },
  { name: "university profiles", description: "A university's public profile as schools and guests see it" },
  {
    name: "programs",
    description: "Direct apply's programs: list, download, editor, status, copy, files and look-ups",
  },
  {
    name: "direct apply",
    description: "Student applications: list, look-ups, review, documents, comments, bulk actions, settings",
  },
  {
    name: "payments",
    description:
      "Application fees and deposits: staff's list, refunds and waivers; paying by link; the provider's webhook",
  },
];

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

/** The `#/components/schemas/…` names a part of the document refers to. */
function referencedSchemas(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, found);
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (key === "$ref" && typeof item === "string") found.add(item.replace("#/components/schemas/", ""));
      else referencedSchemas(item, found);
    }
  }
  return found;
}

/**
 * The contract's named schemas are registered once for input and once for output; the document keeps
 * those some operation (or another kept schema) refers to.
 */
function withoutUnusedSchemas(generated: OpenApiDocument): OpenApiDocument {
  const document = generated as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas ?? {};
  const { components: _components, ...rest } = document;
  const used = referencedSchemas(rest);
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) referencedSchemas(schemas[name], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...generated, components: { ...document.components, schemas: kept } } as OpenApiDocument;
}

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: ZodApp) {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Quad API",
        version: "1.0.0",
        description:
          "The partner portal's API: universities, schools and application clients. Lists answer " +
          "{ <items>, matched, total, page_no }; errors answer the shapes of each operation's error statuses.",
        contact: { name: "Quad customer success", email: "success@quad.test" },
      },
      // The document describes the server that serves it, whichever environment that is (local, staging or
      // production), and the API is meant for Quad's own app and its partners' integrations alike.
      servers: [
        {
          url: "/",
          description: "This server: local, staging or production, whichever serves this document",
          // An OpenAPI extension, which the options' type does not know.
          ...{ "x-internal": false },
        },
      ],
      tags: TAGS,
      components: {
        securitySchemes: { authentication_token: { type: "apiKey", in: "header", name: "authentication_token" } },
      },
    },
    transform: (document) => {
      const { schema, route } = document;
      if (!schema || schema.hide) return jsonSchemaTransform(document);
      return withRetryAfter(
        jsonSchemaTransform({ ...document, schema: documentedSchema(route as unknown as DocumentedRoute) }),
      );
    },
    transformObject: (document) => withIntegerFormats(withoutUnusedSchemas(jsonSchemaTransformObject(document))),
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
