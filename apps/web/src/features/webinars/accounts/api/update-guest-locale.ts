import { GuestSessionResponseSchema } from "@quad/contract/api/webinars";
import type { Locale } from "@quad/contract/rules/constants";
import { useMutation } from "@tanstack/react-query";
import { guestRequest } from "../../api/guest-request";

/** PUT users/update_locale — the multipart field user[locale] (spec 3 §7). */
export async function updateGuestLocale(locale: Locale) {
  const form = new FormData();
  form.append("user[locale]", locale);
  const res = await guestRequest({
    method: "PUT",
    path: "users/update_locale",
    form,
    schema: GuestSessionResponseSchema,
  });
  return res.data;
}

export function useUpdateGuestLocale() {
  return useMutation({ mutationKey: ["webinars", "users", "locale"], mutationFn: updateGuestLocale });
}
