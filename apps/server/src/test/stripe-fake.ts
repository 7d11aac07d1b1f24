import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/** Where the fake delivers its signed webhooks: an address (a listening server), or a function (app.inject). */
export type WebhookTarget = string | ((payload: string, signature: string) => Promise<number>);

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  locale: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
}

export interface FakeEvent {
  id: string;
  type: string;
  payload: string;
}

/** Cards of the hosted page: this one pays, the declined one fails (Stripe's test numbers). */
export const FAKE_CARD_OK = "4242424242424242";
export const FAKE_CARD_DECLINED = "4000000000000002";

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Stripe, as Quad's payments use it, on a loopback port (no real Stripe runs in a test or a journey):
 * `POST /v1/checkout/sessions` and `GET /v1/checkout/sessions/{id}` (form-encoded, as the SDK sends them; Bearer
 * `secretKey`), `POST /v1/refunds` (sends `charge.refunded`), and the hosted page `GET /checkout/{session}` with a
 * card field and a Pay button: 4242… pays (`checkout.session.completed`), 4000000000000002 is declined
 * (`checkout.session.async_payment_failed`); then the browser goes to the session's success or cancel URL.
 * Webhooks are signed with `webhookSecret` by the SDK's `webhooks.generateTestHeaderString`.
 *
 * Options: `secretKey`, `webhookSecret` (the pair the app is configured with), `webhook` (where events go; may be
 * set later with `setWebhook`), `port` (0: any free one). Switches for tests: `hold` (keep events instead of
 * sending them; `release(order)` sends the held ones in any order), `resend(eventId)`, `badSignature` (sign with
 * another secret), `sent` (every event delivered, with the app's status).
 */
export async function startFakeStripe(opts: {
  secretKey: string;
  webhookSecret: string;
  webhook?: WebhookTarget;
  port?: number;
}) {
  const signer = new Stripe(opts.secretKey);
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const events = new Map<string, FakeEvent>();
  const held: FakeEvent[] = [];
  const sent: { id: string; type: string; status: number }[] = [];
  const state = { hold: false, badSignature: false, webhook: opts.webhook };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c: Buffer) => {
        raw += c.toString("utf8");
      });
      req.on("end", () => resolve(raw));
    });
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res: ServerResponse, status: number, message: string) =>
    send(res, status, { error: { type: "invalid_request_error", message } });

  async function deliver(e: FakeEvent) {
    const secret = state.badSignature ? "whsec_not_the_right_one" : opts.webhookSecret;
    const signature = signer.webhooks.generateTestHeaderString({ payload: e.payload, secret });
    const target = state.webhook;
    if (!target) throw new Error("the fake Stripe has no webhook target");
    const status =
      typeof target === "string"
        ? (
            await fetch(target, {
              method: "POST",
              headers: { "content-type": "application/json", "stripe-signature": signature },
              body: e.payload,
            })
          ).status
        : await target(e.payload, signature);
    sent.push({ id: e.id, type: e.type, status });
    return status;
  }

  async function emit(type: string, object: unknown) {
    const e: FakeEvent = { id: id("evt"), type, payload: "" };
    e.payload = JSON.stringify({
      id: e.id,
      object: "event",
      api_version: "2025-01-01",
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    events.set(e.id, e);
    if (state.hold) held.push(e);
    else await deliver(e);
    return e;
  }

  async function createSession(req: IncomingMessage, res: ServerResponse, base: string) {
    const form = new URLSearchParams(await readBody(req));
    const amount = Number(form.get("line_items[0][price_data][unit_amount]"));
    const currency = form.get("line_items[0][price_data][currency]");
    const success = form.get("success_url");
    const cancel = form.get("cancel_url");
    if (!Number.isInteger(amount) || amount <= 0 || !currency || !success || !cancel)
      return stripeError(res, 400, "Missing required param: line_items, success_url or cancel_url.");
    const metadata: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m?.[1]) metadata[m[1]] = v;
    }
    const session: FakeCheckoutSession = {
      id: id("cs"),
      object: "checkout.session",
      url: "",
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency,
      customer_email: form.get("customer_email"),
      locale: form.get("locale"),
      client_reference_id: form.get("client_reference_id"),
      metadata,
      payment_intent: null,
      success_url: success,
      cancel_url: cancel,
    };
    session.url = `${base}/checkout/${session.id}`;
    sessions.set(session.id, session);
    return send(res, 200, session);
  }

  async function pay(req: IncomingMessage, res: ServerResponse, session: FakeCheckoutSession) {
    const card = (new URLSearchParams(await readBody(req)).get("card") ?? "").replace(/\s+/g, "");
    const redirect = (to: string) => {
      res.writeHead(303, { location: to.replace("{CHECKOUT_SESSION_ID}", session.id) });
      res.end();
    };
    if (card === FAKE_CARD_OK) {
      session.payment_intent = id("pi");
      session.payment_status = "paid";
      session.status = "complete";
      await emit("checkout.session.completed", session);
      return redirect(session.success_url);
    }
    await emit("checkout.session.async_payment_failed", session);
    return redirect(session.cancel_url);
  }

  function page(res: ServerResponse, s: FakeCheckoutSession) {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body><main>
<h1>Pay ${s.amount_total} ${escapeHtml(s.currency.toUpperCase())} (in minor units)</h1>
<form method="post" action="/checkout/${escapeHtml(s.id)}/pay">
<label for="card">Card number</label> <input id="card" name="card" inputmode="numeric" autocomplete="cc-number">
<button type="submit">Pay</button></form>
<p><a href="${escapeHtml(s.cancel_url)}">Cancel</a></p></main></body></html>`);
  }

  async function refund(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const intent = form.get("payment_intent") ?? "";
    const session = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === "paid");
    if (!session) return stripeError(res, 400, `No such payment_intent: '${intent}'`);
    const amount = Number(form.get("amount") ?? session.amount_total);
    const r = { id: id("re"), object: "refund", amount, payment_intent: intent, status: "succeeded" };
    refunds.push(r);
    send(res, 200, r);
    // Stripe tells of the refund by its own webhook, after answering the call.
    setImmediate(() => {
      void emit("charge.refunded", {
        id: id("ch"),
        object: "charge",
        amount: session.amount_total,
        amount_refunded: amount,
        currency: session.currency,
        payment_intent: intent,
        refunded: amount >= session.amount_total,
      }).catch(() => undefined);
    });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const handle = async () => {
      if (url.pathname.startsWith("/v1/") && req.headers.authorization !== `Bearer ${opts.secretKey}`)
        return stripeError(res, 401, "Invalid API Key provided");
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") return createSession(req, res, base);
      if (req.method === "POST" && url.pathname === "/v1/refunds") return refund(req, res);
      const m = /^\/(v1\/checkout\/sessions|checkout)\/([\w-]+)(\/pay)?$/.exec(url.pathname);
      const session = m?.[2] ? sessions.get(m[2]) : undefined;
      if (!m || !session) return stripeError(res, 404, "No such checkout session");
      if (req.method === "GET" && m[1] !== "checkout") return send(res, 200, session);
      if (req.method === "GET" && !m[3]) return page(res, session);
      if (req.method === "POST" && m[1] === "checkout" && m[3]) return pay(req, res, session);
      return stripeError(res, 404, "Unrecognized request URL");
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) stripeError(res, 500, String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** The API address for STRIPE_API_URL. */
    url,
    sessions,
    refunds,
    sent,
    state,
    setWebhook(target: WebhookTarget) {
      state.webhook = target;
    },
    /** Pays (or declines) a session as the hosted page does, without a browser; answers the redirect address. */
    async payWith(sessionId: string, card = FAKE_CARD_OK) {
      const res = await fetch(`${url}/checkout/${sessionId}/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ card }).toString(),
        redirect: "manual",
      });
      return res.headers.get("location");
    },
    /** Sends an event delivered before once more (Stripe retries). */
    async resend(eventId: string) {
      const e = events.get(eventId);
      if (!e) throw new Error(`no event ${eventId}`);
      return deliver(e);
    },
    /** Sends the held events, in the given order of their indexes (default: as held), and forgets them. */
    async release(order?: number[]) {
      const list = (order ?? held.map((_, i) => i)).map((i) => held[i]).filter((e): e is FakeEvent => !!e);
      held.length = 0;
      for (const e of list) await deliver(e);
      return list;
    },
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
