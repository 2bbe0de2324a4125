import Type, { type Static } from 'typebox';
import { StringEnum } from './string-enum';

export const SignInAccountKind = StringEnum(['USER', 'CLIENT'], {
  title: 'SignInAccountKind',
  description: 'USER: a user name on the sign-in form; CLIENT: a confidential client at the token endpoint',
});
export type SignInAccountKind = Static<typeof SignInAccountKind>;

/** The account a lock keeps out and the address it keeps it out from. */
export const SignInLockKey = Type.Object(
  {
    kind: SignInAccountKind,
    name: Type.String({ minLength: 1, maxLength: 255, description: 'The user name or client id' }),
    source: Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'The address the failures came from, as the service sees it behind its trusted proxies',
    }),
  },
  { title: 'SignInLockKey', additionalProperties: false },
);
export type SignInLockKey = Static<typeof SignInLockKey>;

export const SignInLock = Type.Object(
  {
    kind: SignInAccountKind,
    name: Type.String({ description: 'The user name or client id' }),
    source: Type.String({ description: 'The address the failures came from' }),
    failures: Type.Integer({ description: 'Failures from that address within the lock period' }),
    lockedUntil: Type.String({ description: 'When the lock ends by itself (ISO 8601, UTC)' }),
  },
  { title: 'SignInLock' },
);
export type SignInLock = Static<typeof SignInLock>;

export const SignInLockList = Type.Object(
  { locks: Type.Array(SignInLock, { description: 'The locks in force, the one ending last first' }) },
  { title: 'SignInLockList' },
);
export type SignInLockList = Static<typeof SignInLockList>;
