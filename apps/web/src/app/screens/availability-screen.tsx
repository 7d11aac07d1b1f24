import AvailabilityPage from "../../features/availability/routes/availability-page";
import { InvitePartnersDialog } from "../../features/invitations/components/invite-partners-dialog";

/** The school's invite: college reps (spec 2 §2 Invite). */
function InviteReps({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return <InvitePartnersDialog opened={opened} onClose={onClose} inviteeType="University" />;
}

/**
 * /availability composed by the app shell: the availability feature's screen with the invitations feature's
 * dialog handed in (features never import each other; the app may import both).
 */
export default function AvailabilityScreen() {
  return <AvailabilityPage InviteReps={InviteReps} />;
}
