import { Trans } from '@lingui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { hasRole, useAuth, type Role } from '../auth';
import { isLanguage, LANGUAGES, type MessageId } from '../lib/i18n';
import { useLocale } from '../lib/locale';

const NAVIGATION: { to: string; label: MessageId; end: boolean; role: Role }[] = [
  { to: '/', label: 'common.nav.home', end: true, role: 'staff' },
  { to: '/offers/new', label: 'common.nav.newOffer', end: false, role: 'staff' },
  { to: '/applications', label: 'common.nav.myApplications', end: false, role: 'staff' },
  { to: '/salespeople', label: 'common.nav.salespeople', end: false, role: 'manager' },
  { to: '/profile', label: 'common.nav.profile', end: false, role: 'staff' },
];

export function Layout() {
  const { user, signOut } = useAuth();
  const { language, setLanguage, t } = useLocale();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.app.skipToContent')}
      </a>
      <header className="app-header">
        <NavLink to="/" className="app-header__brand">
          {t('common.app.name')}
        </NavLink>
        <nav aria-label={t('common.nav.label')}>
          <ul className="app-nav">
            {NAVIGATION.filter(({ role }) => hasRole(user, role)).map(({ to, label, end }) => (
              <li key={to}>
                <NavLink to={to} end={end}>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="app-header__user">
          <label className="app-header__locale">
            <span>{t('common.language.label')}</span>
            <select
              value={language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) setLanguage(event.target.value);
              }}
            >
              {LANGUAGES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {t(`common.language.${option}`)}
                </option>
              ))}
            </select>
          </label>
          <span>
            <Trans
              id="common.user.signedInAs"
              values={{ name: user.name }}
              components={{ 0: <strong /> }}
            />
          </span>
          <button type="button" className="button--quiet" onClick={() => void signOut()}>
            {t('common.user.signOut')}
          </button>
        </div>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </>
  );
}
