/** The embedded provider's demo users (src/service/identity/demo-users.ts), as the tests need them. */
export const USERS = {
  admin: { username: 'admin', password: 'admin', name: 'Ada Admin', roles: ['admin'] },
  steward: { username: 'steward', password: 'steward', name: 'Sam Steward', roles: ['steward'] },
  viewer: { username: 'viewer', password: 'viewer', name: 'Vic Viewer', roles: ['viewer'] },
  // A viewer without an API licence seat.
  guest: { username: 'guest', password: 'guest', name: 'Gus Guest', roles: ['viewer'] },
} as const;

export type DemoUser = (typeof USERS)[keyof typeof USERS];
