import { Page } from '../../components/page';

export function SalespeoplePage() {
  return <Page title="Salespeople" lead="Your dealership's salespeople and their applications." />;
}
