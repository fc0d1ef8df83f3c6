import { createContext, useContext } from 'react';
import type { PortalUser } from './portal-user';

export interface Auth {
  user: PortalUser;
  /** The dealership the portal serves. */
  dealerName: string;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<Auth | undefined>(undefined);

/** The signed-in user and sign-out; only below `AuthProvider`, which renders nothing else. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (auth === undefined) throw new Error('useAuth is used outside AuthProvider');
  return auth;
}
