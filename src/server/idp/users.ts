import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { z } from 'zod';

/** A person who can sign in to the embedded identity provider. Demo data: never a real account. */
export interface DemoUser {
  /** The subject identifier (`sub`): stable, a UUID as Keycloak assigns one. */
  sub: string;
  /** What the user types to sign in; matched case-insensitively, as Keycloak does. */
  username: string;
  password: string;
  name: string;
  email: string;
  /** Realm roles, as Keycloak puts them in `realm_access.roles`. */
  roles: string[];
  /** The user's salesperson at the financing service (`salesperson_id`). */
  salespersonId: number;
}

/** The demo sign-ins docs/architecture.md promises; all share the password `demo`. */
export const DEMO_USERS: DemoUser[] = [
  {
    sub: '7c0f3d4e-1a2b-4c5d-8e9f-100100100101',
    username: 'dealer',
    password: 'demo',
    name: 'Dina Dealer',
    email: 'dealer@example.com',
    roles: ['staff'],
    salespersonId: 1001,
  },
  {
    sub: '7c0f3d4e-1a2b-4c5d-8e9f-100100100102',
    username: 'manager',
    password: 'demo',
    name: 'Magnus Manager',
    email: 'manager@example.com',
    roles: ['staff', 'manager'],
    salespersonId: 1002,
  },
  {
    sub: '7c0f3d4e-1a2b-4c5d-8e9f-100100100103',
    username: 'rep',
    password: 'demo',
    name: 'Rita Rep',
    email: 'rep@example.com',
    roles: ['staff'],
    salespersonId: 1003,
  },
];

export const DemoUserSchema = z.object({
  sub: z.string().min(1).max(255),
  username: z.string().trim().min(1).max(255),
  password: z.string().min(1).max(1024),
  name: z.string().min(1).max(255),
  email: z.email(),
  roles: z.array(z.string().min(1)),
  salespersonId: z.number().int().positive(),
});

/** What the provider knows about a user once signed in; the password is not part of it. */
export type UserProfile = Readonly<
  Omit<DemoUser, 'password' | 'roles'> & { roles: readonly string[] }
>;

export interface UserDirectory {
  /** The user whose username and password these are, or undefined; in constant time either way. */
  authenticate(username: string, password: string): Promise<UserProfile | undefined>;
  findBySubject(sub: string): UserProfile | undefined;
}

interface PasswordHash {
  salt: Buffer;
  hash: Buffer;
}

// N = 2^14 is Node's default cost: about 50 ms per check, enough to slow guessing in a demo.
const SCRYPT_OPTIONS: ScryptOptions = { N: 16_384, r: 8, p: 1 };
const HASH_LENGTH = 32;

function deriveKey(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, HASH_LENGTH, SCRYPT_OPTIONS, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16);
  return { salt, hash: await deriveKey(password, salt) };
}

const normalizeUsername = (username: string): string => username.trim().toLowerCase();

/**
 * Hashes the users' passwords once, all together at the first sign-in, so a sign-in compares
 * hashes and never plain text. Not at start: eight scrypt hashes would hold Node's thread pool,
 * which the server's file reads wait for, for about a second; and the first sign-in costs the
 * same whichever username it names.
 */
export async function createUserDirectory(users: readonly DemoUser[]): Promise<UserDirectory> {
  const byUsername = new Map<string, UserProfile>();
  const bySubject = new Map<string, UserProfile>();
  const passwords = new Map<string, string>();

  for (const user of users) {
    const { password, roles, ...rest } = DemoUserSchema.parse(user);
    const username = normalizeUsername(rest.username);
    if (byUsername.has(username)) throw new Error(`Duplicate demo username: ${rest.username}`);
    if (bySubject.has(rest.sub)) throw new Error(`Duplicate demo user sub: ${rest.sub}`);
    const profile = Object.freeze({ ...rest, roles: Object.freeze([...roles]) });
    byUsername.set(username, profile);
    bySubject.set(rest.sub, profile);
    passwords.set(username, password);
  }

  let hashes: Promise<ReadonlyMap<string, PasswordHash>> | undefined;
  const hashed = () =>
    (hashes ??= Promise.all(
      [...passwords].map(
        async ([username, password]) => [username, await hashPassword(password)] as const,
      ),
    ).then((entries) => {
      passwords.clear();
      return new Map(entries);
    }));

  // An unknown username still costs one hash, so timing does not tell which usernames exist; it
  // is compared with random bytes that no password gives.
  const decoy: PasswordHash = { salt: randomBytes(16), hash: randomBytes(HASH_LENGTH) };

  return {
    async authenticate(username, password) {
      const name = normalizeUsername(username);
      const expected = (await hashed()).get(name) ?? decoy;
      const actual = await deriveKey(password, expected.salt);
      const profile = byUsername.get(name);
      return timingSafeEqual(actual, expected.hash) && profile !== undefined ? profile : undefined;
    },
    findBySubject(sub) {
      return bySubject.get(sub);
    },
  };
}
