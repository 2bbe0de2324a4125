import type { Role } from '../../contract/roles';

export interface DemoUser {
  username: string;
  password: string;
  name: string;
  email: string;
  roles: Role[];
  /** Whether the demo assigns this user an API licence seat. */
  licensed: boolean;
}

/** The demo's people. Only the embedded provider in demo mode signs them in; the README lists them. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    password: 'admin',
    name: 'Ada Admin',
    email: 'admin@steward.example',
    roles: ['admin'],
    licensed: true,
  },
  {
    username: 'steward',
    password: 'steward',
    name: 'Sam Steward',
    email: 'steward@steward.example',
    roles: ['steward'],
    licensed: true,
  },
  {
    username: 'viewer',
    password: 'viewer',
    name: 'Vic Viewer',
    email: 'viewer@steward.example',
    roles: ['viewer'],
    licensed: true,
  },
  {
    username: 'guest',
    password: 'guest',
    name: 'Gus Guest',
    email: 'guest@steward.example',
    roles: ['viewer'],
    licensed: false,
  },
];

/** Roles of the integration client's client-credentials tokens. */
export const INTEGRATION_ROLES: Role[] = ['steward'];

export const findDemoUser = (username: string) => DEMO_USERS.find((user) => user.username === username);
