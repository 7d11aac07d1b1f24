import { IdParamSchema } from "@quad/contract/api/common";
import {
  PartnerDetailResponseSchema,
  PartnerErrorsSchema,
  PartnerSegmentSchema,
  UpdatePartnerInputSchema,
} from "@quad/contract/api/partners";
import type { ZodApp } from "../../app-context.ts";
import { readForm } from "../../lib/form.ts";
import { parseOr422Lists } from "../../lib/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { createPartnersService } from "./partners.service.ts";

/** The institution's details under universities/{id} or schools/{id} (segment by institute type). */
export async function partnerRoutes(app: ZodApp) {
  const service = createPartnersService(app.ctx);
  const tags = ["partners"];

  for (const segment of PartnerSegmentSchema.options) {
    app.get(
      `/${segment}/:id`,
      {
        preHandler: app.requireAuth,
        schema: {
          summary: `The institution's details (${segment} segment)`,
          tags,
          params: IdParamSchema,
          response: { 200: PartnerDetailResponseSchema },
        },
      },
      async (request) => service.get(authOf(request).user, segment, request.params.id),
    );

    app.put(
      `/${segment}/:id`,
      {
        preHandler: [app.requireAuth, app.requireAdmin],
        config: { listErrors: true },
        schema: {
          summary: `Change the institution's details and media (${segment} segment)`,
          description:
            "Files: logo (jpeg/png, 5 MB), brochure (pdf/jpeg, 20 MB), images[] (jpeg/png, 20 MB, at most 3). Each field's errors are a list of messages.",
          tags,
          params: IdParamSchema,
          form: UpdatePartnerInputSchema,
          files: ["logo", "brochure", "images[]"],
          response: { 200: PartnerDetailResponseSchema, 422: PartnerErrorsSchema },
        },
      },
      async (request) => {
        const { fields, files } = await readForm(request);
        const input = parseOr422Lists(UpdatePartnerInputSchema, fields);
        return service.update(authOf(request).user, segment, request.params.id, input, files);
      },
    );
  }
}
