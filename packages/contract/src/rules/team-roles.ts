import { type InstituteType, ROLES, type Role } from "./constants.ts";

/**
 * Admission officers and connection download regions belong to institutions that have connections
 * (universities and application clients); a school's team has admins and members only.
 */
export function rolesFor(type: InstituteType): readonly Role[] {
  return type === "School" ? ROLES.filter((r) => r !== "admission_officer") : ROLES;
}

export function hasConnectionRegions(type: InstituteType): boolean {
  return type !== "School";
}
