import type { PaymentKind } from "@quad/contract/rules/payments";
import type { ApplicationPorts } from "../modules/applications/application-ports.ts";
import type { PaymentProvider } from "../modules/payments/payment-provider.ts";
import { createPaymentsService } from "../modules/payments/payments.service.ts";
import type { UserWithPartner } from "../modules/users/users.repository.ts";
import type { DemoActors } from "./demo-context.ts";

/**
 * The provider the demo history paid through (decision 118): checkouts and refunds answered at once with ids of its
 * own, as the provider's servers did at the time. Its webhook is never read: the events it would have sent are
 * settled by the payments service's `settleProviderEvent`, as the running app's webhook job settles them.
 */
function demoProvider(appUrl: string) {
  let n = 0;
  const provider: PaymentProvider & { lastSession: string } = {
    name: "stripe",
    lastSession: "",
    async createCheckout(request) {
      n += 1;
      provider.lastSession = `cs_demo_${request.payment.id}_${n}`;
      return { sessionId: provider.lastSession, url: `${appUrl}/payments` };
    },
    parseWebhook: () => ({ refused: true, reason: "the demo history has no webhook" }),
    async refund(providerPaymentId) {
      return { refundId: `re_${providerPaymentId}` };
    },
  };
  return provider;
}

/**
 * Students paying (and failing to pay) their fees and deposits in the demo world, and admins refunding: the payments
 * service's checkout, settlement and refund, so that the payment and its history, the application's fee or deposit,
 * the receipt and the audit agree as in real use.
 */
export function createDemoPayments(actors: DemoActors, ports: ApplicationPorts) {
  const provider = demoProvider(actors.ctx.config.appUrl);
  const service = createPaymentsService(actors.ctx, ports, provider);
  const log = { warn: () => {} };

  return {
    /** The student pays through the provider's checkout, or their card is declined; false when nothing was payable. */
    async pay(guestId: number, applicationId: number, kind: PaymentKind, outcome: "paid" | "failed") {
      const { payments } = await service.read.ofGuest(guestId);
      const due = payments.find((p) => p.application_id === applicationId && p.kind === kind && p.can_pay);
      if (!due) return false;
      await service.checkoutAsGuest(guestId, due.token, { locale: "en-US", return_to: "web" });
      // Ids of the provider's, unique per checkout across the demo institutions.
      const sessionId = provider.lastSession;
      const event = { eventId: `evt_${sessionId}`, sessionId, paymentId: null };
      await service.settleProviderEvent(
        outcome === "paid"
          ? { type: "paid", ...event, providerPaymentId: `pi_${sessionId}` }
          : { type: "failed", ...event },
        log,
      );
      return true;
    },

    /** An admin refunds the application's paid payment of that kind through the provider; false when none is paid. */
    async refund(admin: UserWithPartner, applicationId: number, kind: PaymentKind, note: string | undefined) {
      const { payments } = await service.read.list(admin, {
        application_id: applicationId,
        kind,
        status: "paid",
        page_no: 1,
      });
      const paid = payments[0];
      if (!paid) return false;
      await service.refund(admin, paid.id, note);
      return true;
    },
  };
}
