/** Query keys of direct apply in the guest area; each holds who is looking (see catalogue/api/keys.ts). */
export const guestApplicationKeys = {
  all: ["guest-applications"] as const,
  programs: (viewer: string, institutionId: number) =>
    ["guest-applications", viewer, "programs", institutionId] as const,
  mine: (viewer: string) => ["guest-applications", viewer, "mine"] as const,
};
