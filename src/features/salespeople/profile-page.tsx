import { useAuth } from '../../auth';
import { Page } from '../../components/page';
import { useLocale } from '../../lib/locale';
import { SalespersonProfile } from './components/salesperson-profile';
import '../../components/data-display.css';
import './salespeople.css';

/** `/profile`: the signed-in user's own salesperson, the one every staff member may read. */
export function ProfilePage() {
  const { user } = useAuth();
  const { t } = useLocale();
  return (
    <Page head="profile">
      {user.salesPersonId === undefined ? (
        <p className="notice" role="status">
          {t('salespeople.profile.noSalesperson')}
        </p>
      ) : (
        <SalespersonProfile
          salesPersonId={user.salesPersonId}
          applicationsLink={{ to: '/applications', label: t('salespeople.profile.myApplications') }}
        />
      )}
    </Page>
  );
}
