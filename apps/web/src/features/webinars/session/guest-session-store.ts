/** The guest's session lives in lib/ (the payments feature reads it too, issue 27); kept here for the guest area. */
export { currentGuest, GUEST_STORAGE_KEY, useGuestSession } from "../../../lib/guest-session";
