import { MESSAGES } from "@quad/contract/rules/messages";
import type { Db } from "../../db/client.ts";
import { createReferenceRepository } from "./reference.repository.ts";

export interface PlaceIds {
  country_id?: number | null;
  state_id?: number | null;
  school_size_id?: number | null;
}

/**
 * Whether the places a form names exist: a country, a state of that country, a school size. A missing
 * row is a 422 on its field (decision 059), never a foreign-key failure of the database.
 */
export function createPlaceChecks(db: Db) {
  const repo = createReferenceRepository(db);
  return {
    /** Field -> message for each id naming nothing (or a state of another country); empty when all exist. */
    async problems(input: PlaceIds): Promise<Record<string, string>> {
      const found = await repo.findPlaces({
        countryId: input.country_id ?? undefined,
        stateId: input.state_id ?? undefined,
        schoolSizeId: input.school_size_id ?? undefined,
      });
      const errors: Record<string, string> = {};
      if (input.country_id && !found.country) errors.country_id = MESSAGES.invalidChoice;
      if (
        input.state_id &&
        (found.stateCountryId === undefined || (input.country_id && found.stateCountryId !== input.country_id))
      )
        errors.state_id = MESSAGES.invalidChoice;
      if (input.school_size_id && !found.schoolSize) errors.school_size_id = MESSAGES.invalidChoice;
      return errors;
    },
  };
}
