import { lazy, Suspense } from "react";
import { RouteLoader } from "../../components/ui/route-loader";
import { selectSignedIn, useSessionStore } from "../../lib/session-store";

/** Staff's side: the institution's payments (a School is told its students' payments are theirs). */
const StaffPayments = lazy(() => import("../../features/payments/routes/payments-page"));
/** The payer's side (a student's own payments in the guest area, issue 27 §2): plugged in here. */
const PayerPayments = lazy(() => import("../../features/payments/routes/my-payments-page"));

/**
 * /payments composed by the app: one path for both sides (spec 1 §2). A signed-in partner sees its institution's
 * payments; everyone else (a student, a parent, a visitor) the payer's screen.
 */
export default function PaymentsScreen() {
  const partner = useSessionStore((s) => selectSignedIn(s) && s.data !== null);
  return <Suspense fallback={<RouteLoader />}>{partner ? <StaffPayments /> : <PayerPayments />}</Suspense>;
}
