import { type StudentLookupQuerySchema, StudentLookupResponseSchema } from "@quad/contract/api/check-in";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** GET mobile/participants/student — a student by school and email; 404 (no toast) when there is none. */
export function findStudent(query: z.infer<typeof StudentLookupQuerySchema>) {
  return apiRequest({
    path: "mobile/participants/student",
    query,
    schema: StudentLookupResponseSchema,
    handledStatuses: [404],
  });
}
