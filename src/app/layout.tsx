import { NavLink, Outlet } from 'react-router-dom';

const NAVIGATION = [
  { to: '/', label: 'Home', end: true },
  { to: '/offers/new', label: 'New offer', end: false },
  { to: '/applications', label: 'My applications', end: false },
  { to: '/salespeople', label: 'Salespeople', end: false },
] as const;

export function Layout() {
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
            {NAVIGATION.map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </>
  );
}
