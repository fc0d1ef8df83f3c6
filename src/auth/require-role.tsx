import type { ReactNode } from 'react';
import { Page } from '../components/page';
import { useLocale } from '../lib/locale';
import { useAuth } from './auth-context';
import { mayUse } from '../domain/access';
import type { Role } from './portal-user';

/** A screen for one role: anyone else is told plainly, and the server refuses them anyway. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const { user } = useAuth();
  const { t } = useLocale();
  if (mayUse(user, { role })) return children;
  return (
    <Page
      title={t('common.auth.notAllowed.title')}
      lead={t('common.auth.notAllowed.lead', { role, username: user.username })}
    />
  );
}
