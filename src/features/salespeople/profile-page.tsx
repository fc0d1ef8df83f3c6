import { useAuth } from '../../auth';
import { Page } from '../../components/page';
import { SalespersonProfile } from './components/salesperson-profile';
import '../../components/data-display.css';
import './salespeople.css';

/** `/profile`: the signed-in user's own salesperson, the one every staff member may read. */
export function ProfilePage() {
  const { user } = useAuth();
  return (
    <Page title="My profile" lead="You as the bank knows you: your salesperson and its references.">
      {user.salesPersonId === undefined ? (
        <p className="notice" role="status">
          Your sign-in carries no salesperson, so there is no profile to show. Ask an administrator
          to link your user to your salesperson.
        </p>
      ) : (
        <SalespersonProfile
          salesPersonId={user.salesPersonId}
          applicationsLink={{ to: '/applications', label: 'My applications' }}
        />
      )}
    </Page>
  );
}
