import { PROGRAM_MESSAGES } from "@quad/contract/rules/program";
import { ForbiddenError } from "../../lib/errors.ts";
import type { UserWithPartner } from "../users/users.repository.ts";

/**
 * Who changes programs (decision 051): universities and application clients own programs, a school has none;
 * in a team, admins and members edit them while admission officers (who review applications) only read them.
 */
export function assertProgramWriter(me: UserWithPartner) {
  if (me.institute_type === "School") throw new ForbiddenError(PROGRAM_MESSAGES.schoolsHaveNoPrograms);
  if (me.role === "admission_officer") throw new ForbiddenError(PROGRAM_MESSAGES.officersReadOnly);
}

/** Whether the institution can own programs at all (reads answer a school with empty lists). */
export const ownsPrograms = (me: UserWithPartner) => me.institute_type !== "School";

export const actorName = (me: UserWithPartner) => `${me.first_name ?? ""} ${me.last_name ?? ""}`.trim() || me.email;
