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

interface StoredUser {
  profile: UserProfile;
  password: PasswordHash;
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
 * Hashes the users' passwords once, at start, so a sign-in compares hashes and never plain text.
 */
export async function createUserDirectory(users: readonly DemoUser[]): Promise<UserDirectory> {
  const byUsername = new Map<string, StoredUser>();
  const bySubject = new Map<string, StoredUser>();

  for (const user of users) {
    const { password, roles, ...rest } = DemoUserSchema.parse(user);
    const username = normalizeUsername(rest.username);
    if (byUsername.has(username)) throw new Error(`Duplicate demo username: ${rest.username}`);
    if (bySubject.has(rest.sub)) throw new Error(`Duplicate demo user sub: ${rest.sub}`);
    const stored: StoredUser = {
      profile: Object.freeze({ ...rest, roles: Object.freeze([...roles]) }),
      password: await hashPassword(password),
    };
    byUsername.set(username, stored);
    bySubject.set(rest.sub, stored);
  }

  // An unknown username still costs one hash, so timing does not tell which usernames exist.
  const decoy = await hashPassword(randomBytes(16).toString('base64url'));

  return {
    async authenticate(username, password) {
      const user = byUsername.get(normalizeUsername(username));
      const expected = user?.password ?? decoy;
      const actual = await deriveKey(password, expected.salt);
      const matches = timingSafeEqual(actual, expected.hash);
      return matches && user !== undefined ? user.profile : undefined;
    },
    findBySubject(sub) {
      return bySubject.get(sub)?.profile;
    },
  };
}
