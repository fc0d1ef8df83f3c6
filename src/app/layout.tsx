import { NavLink, Outlet } from 'react-router-dom';
import { hasRole, useAuth, type Role } from '../auth';
import { LOCALES } from '../lib/format';
import { useLocale } from '../lib/locale';

const NAVIGATION: { to: string; label: string; end: boolean; role: Role }[] = [
  { to: '/', label: 'Home', end: true, role: 'staff' },
  { to: '/offers/new', label: 'New offer', end: false, role: 'staff' },
  { to: '/applications', label: 'My applications', end: false, role: 'staff' },
  { to: '/salespeople', label: 'Salespeople', end: false, role: 'manager' },
  { to: '/profile', label: 'My profile', end: false, role: 'staff' },
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
            {NAVIGATION.filter(({ role }) => hasRole(user, role)).map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end}>
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
