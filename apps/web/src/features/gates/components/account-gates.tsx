import { useLocation, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useNamespace } from "../../../lib/i18n";
import { useSessionStore } from "../../../lib/session-store";
import { activeGate, requiredFieldsRedirect } from "../model";
import { DemoRequestDialog } from "./demo-request-dialog";
import { PrivacyGate } from "./privacy-gate";

/**
 * Mounted in the shell: the privacy-policy gate, the required-profile-fields gate (to /settings, profile tab,
 * where the message shows) and the demo-request dialog.
 */
export default function AccountGates({ onSignOut }: { onSignOut: () => void }) {
  const ready = useNamespace("account");
  const user = useSessionStore((s) => s.data);
  const setTab = useSessionStore((s) => s.setSettingsTabIndex);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const target = requiredFieldsRedirect(user, pathname);

  useEffect(() => {
    if (!target) return;
    setTab(0);
    void navigate({ to: target, replace: true });
  }, [target, navigate, setTab]);

  if (!ready || !user) return null;
  return (
    <>
      {activeGate(user) === "privacy" ? <PrivacyGate userId={user.id} onSignOut={onSignOut} /> : null}
      <DemoRequestDialog userId={user.id} />
    </>
  );
}
