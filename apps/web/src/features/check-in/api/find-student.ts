import { StudentLookupResponseSchema } from "@quad/contract/api/check-in";
import { apiRequest } from "../../../lib/api-client";

/** GET mobile/participants/student — a student by school and email; 404 (no toast) when there is none. */
export function findStudent(query: { school_id: number; webinar_id: number; email: string }) {
  return apiRequest({
    path: "mobile/participants/student",
    query,
    schema: StudentLookupResponseSchema,
    handledStatuses: [404],
  });
}
