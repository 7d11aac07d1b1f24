import { WebinarCategoriesResponseSchema } from "@quad/contract/api/webinars";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { localized, localizedText } from "../../../../lib/localized";
import { guestRequest } from "../../api/guest-request";
import { catalogueKeys } from "./keys";

/** GET categories — every webinar category with its count of sessions not yet ended. */
export function listCategories(signal?: AbortSignal) {
  return guestRequest({ path: "categories", schema: WebinarCategoriesResponseSchema, signal });
}

type Categories = Awaited<ReturnType<typeof listCategories>>;

/** The categories with their names and descriptions in the reader's language (as partner screens show them). */
export function useCategories() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback(
    (data: Categories): Categories => ({
      categories: data.categories.map((c) => ({
        ...c,
        name: localized(c.name, c.name_zh, language),
        description: localizedText(c.description, c.description_zh, language),
      })),
    }),
    [language],
  );
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => listCategories(signal),
    staleTime: 60_000,
    select,
  });
}
