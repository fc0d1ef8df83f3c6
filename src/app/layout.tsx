import { NavLink, Outlet } from 'react-router-dom';
import { useAuth } from '../auth';
import { mayUse, PAGES } from '../domain/access';
import { LOCALES } from '../lib/format';
import { useLocale } from '../lib/locale';

/** The pages the navigation offers, to whoever may use them. */
const NAVIGATION = [
  { page: PAGES.home, label: 'Home', end: true },
  { page: PAGES.newOffer, label: 'New offer', end: false },
  { page: PAGES.applications, label: 'My applications', end: false },
  { page: PAGES.salespeople, label: 'Salespeople', end: false },
  { page: PAGES.profile, label: 'My profile', end: false },
];

export function Layout() {
  const { user, signOut } = useAuth();
  const { locale, setLocale } = useLocale();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <NavLink to="/" className="app-header__brand">
          Dealer financing
        </NavLink>
        <nav aria-label="Main">
          <ul className="app-nav">
            {NAVIGATION.filter(({ page }) => mayUse(user, page)).map(({ page, label, end }) => (
              <li key={page.path}>
                <NavLink to={page.path} end={end}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-header__user">
          <label className="app-header__locale">
            <span>Number format</span>
            <select
              value={locale}
              onChange={(event) => {
                const next = LOCALES.find((candidate) => candidate === event.target.value);
                if (next !== undefined) setLocale(next);
              }}
            >
              <option value="nb-NO">Norsk (1 234,50 kr)</option>
              <option value="en">English (NOK 1,234.50)</option>
            </select>
          </label>
          <span>
            Signed in as <strong>{user.name}</strong>
          </span>
          <button type="button" className="button--quiet" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </>
  );
}
