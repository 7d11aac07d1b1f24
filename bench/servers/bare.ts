// The baseline: a bare Fastify app with one small JSON route, started the same way as servers/quad.ts.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/bare", async () => ({ ok: true, data: { id: 1, email: "bench@quad.test" } }));

async function main() {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ port });
}

async function stop() {
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("disconnect", () => void stop());

main().catch((err: unknown) => {
  process.send?.({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
