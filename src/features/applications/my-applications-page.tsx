import { Page } from '../../components/page';

export function MyApplicationsPage() {
  return <Page title="My applications" lead="Your credit applications, newest first." />;
}
