import type { GuestUser } from "@quad/contract/api/webinars";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** Webinar guests' sessions are kept apart from partner sessions (decision 035), under their own key. */
export const GUEST_STORAGE_KEY = "quad-webinar-guest";

interface GuestSessionState {
  guest: Omit<GuestUser, "authToken"> | null;
  authToken: string | null;
  /** Stores the guest and token of a sign-up or sign-in answer. */
  signIn: (guest: GuestUser) => void;
  /** Replaces the guest after a profile change or GET users/me (the token stays). */
  refresh: (guest: GuestUser) => void;
  signOut: () => void;
}

function withoutToken(guest: GuestUser): Omit<GuestUser, "authToken"> {
  const { authToken: _token, ...rest } = guest;
  return rest;
}

export const useGuestSession = create<GuestSessionState>()(
  persist(
    (set) => ({
      guest: null,
      authToken: null,
      signIn: (guest) => set({ guest: withoutToken(guest), authToken: guest.authToken ?? null }),
      refresh: (guest) =>
        set((state) => ({ guest: withoutToken(guest), authToken: guest.authToken ?? state.authToken })),
      signOut: () => set({ guest: null, authToken: null }),
    }),
    {
      name: GUEST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ guest: state.guest, authToken: state.authToken }),
    },
  ),
);

/** The signed-in guest, or null. */
export function currentGuest(): Omit<GuestUser, "authToken"> | null {
  const { guest, authToken } = useGuestSession.getState();
  return guest && authToken ? guest : null;
}
