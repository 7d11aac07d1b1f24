import type { FastifyInstance } from "fastify";

/**
 * Records every status each documented operation answers during a test file, so that closing the test
 * app fails when the API answered a status its OpenAPI document does not list for that operation.
 * Every API test thereby checks the document, not only the fuzz.
 */
export function watchDocumentedAnswers(app: FastifyInstance) {
  const seen = new Map<string, Set<number>>();
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route) {
      const key = `${request.method} ${route.replace(/:(\w+)/g, "{$1}")}`;
      const statuses = seen.get(key) ?? new Set<number>();
      statuses.add(reply.statusCode);
      seen.set(key, statuses);
    }
    done();
  });
  return {
    /** "METHOD /path: status" for each answer the document does not list. */
    undocumented(): string[] {
      const doc = app.swagger() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
      const missing: string[] = [];
      for (const [key, statuses] of seen) {
        const [method = "", path = ""] = key.split(" ");
        const op = doc.paths[path]?.[method.toLowerCase()];
        if (!op) continue; // hidden routes (health, dev mailbox) are not in the document
        for (const status of statuses) if (!op.responses?.[String(status)]) missing.push(`${key}: ${status}`);
      }
      return missing.sort();
    },
  };
}
