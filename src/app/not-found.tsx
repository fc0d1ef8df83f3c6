import { Link, useLocation } from 'react-router-dom';
import { Page } from '../components/page';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found" lead={`There is no page at ${pathname}.`}>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </Page>
  );
}
