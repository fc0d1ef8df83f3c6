import type { ReactNode } from 'react';
import { Page } from '../components/page';
import { useAuth } from './auth-context';
import { mayUse } from '../domain/access';
import type { Role } from './portal-user';

/** A screen for one role: anyone else is told plainly, and the server refuses them anyway. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user } = useAuth();
  if (mayUse(user, { role })) return children;
  return (
    <Page
      title="Not allowed"
      lead={`This page is for the ${role} role. You are signed in as ${user.username}, who does not have it.`}
    />
  );
}
