/** The guest area's calls live in lib/ (the payments feature makes them too, issue 27); kept here for the guest area. */
export { guestRequest, WEBINARS_API } from "../../../lib/guest-request";
