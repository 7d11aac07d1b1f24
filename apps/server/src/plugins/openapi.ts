import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import type { ZodApp } from "../app-context.ts";

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: ZodApp) {
  await app.register(swagger, {
    openapi: {
      info: { title: "Quad API", version: "1.0.0", description: "Partner portal API" },
      components: {
        securitySchemes: { authentication_token: { type: "apiKey", in: "header", name: "authentication_token" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
