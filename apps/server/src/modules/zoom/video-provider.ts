/**
 * What Quad needs of a video-meeting provider (decision 094): the OAuth code exchange and refresh, who the
 * account is, and creating and deleting a meeting. Zoom is the first adapter (zoom.provider.ts); another
 * provider is another implementation of this interface, the service and the screens stay as they are.
 */
export interface VideoTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

export interface VideoAccount {
  id: string;
  email: string;
}

export interface NewVideoMeeting {
  topic: string;
  start: Date;
  durationMinutes: number;
  /** IANA time zone the meeting is shown in. */
  timezone: string;
  agenda?: string;
}

export interface CreatedVideoMeeting {
  id: string;
  joinUrl: string;
}

export interface VideoMeetingProvider {
  readonly name: "zoom";
  /** The address the browser is sent to, to authorise Quad (state: the signed round-trip state). */
  authorizeUrl(state: string): string;
  exchangeCode(code: string): Promise<VideoTokens>;
  refresh(refreshToken: string): Promise<VideoTokens>;
  whoAmI(accessToken: string): Promise<VideoAccount>;
  createMeeting(accessToken: string, meeting: NewVideoMeeting): Promise<CreatedVideoMeeting>;
  /** Deleting a meeting the provider no longer has succeeds. */
  deleteMeeting(accessToken: string, meetingId: string): Promise<void>;
}

/** The provider refused a grant (a code or refresh token that is used, revoked or expired): connect again. */
export class VideoGrantRefusedError extends Error {}
/** The provider refused the access token (expired or revoked): refresh, then try once more. */
export class VideoAccessRefusedError extends Error {}
/** The provider could not be reached or failed (network, timeout, 5xx, an answer we cannot read). */
export class VideoProviderDownError extends Error {}
