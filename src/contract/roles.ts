/**
 * Roles, from the configured token claim. Each role includes the rights of those after it: an admin can do what a
 * steward can, a steward what a viewer can.
 */
export const ROLES = ['admin', 'steward', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** Whether someone holding `held` has at least the rights of `needed`. */
export function hasRole(held: readonly string[], needed: Role): boolean {
  const neededRank = ROLES.indexOf(needed);
  return held.some((role) => isRole(role) && ROLES.indexOf(role) <= neededRank);
}
