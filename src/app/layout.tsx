import { Trans } from '@lingui/react';
import { NavLink, Outlet } from 'react-router-dom';
import { useAuth } from '../auth';
import { mayUse, PAGES } from '../domain/access';
import { isLanguage, LANGUAGES, type MessageId } from '../lib/i18n';
import { useLocale } from '../lib/locale';

/** The pages the navigation offers, to whoever may use them. */
const NAVIGATION: { page: (typeof PAGES)[keyof typeof PAGES]; label: MessageId; end: boolean }[] = [
  { page: PAGES.home, label: 'common.nav.home', end: true },
  { page: PAGES.newOffer, label: 'common.nav.newOffer', end: false },
  { page: PAGES.offers, label: 'common.nav.myOffers', end: true },
  { page: PAGES.applications, label: 'common.nav.myApplications', end: false },
  { page: PAGES.salespeople, label: 'common.nav.salespeople', end: false },
  { page: PAGES.profile, label: 'common.nav.profile', end: false },
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
            {NAVIGATION.filter(({ page }) => mayUse(user, page)).map(({ page, label, end }) => (
              <li key={page.path}>
                <NavLink to={page.path} end={end}>
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
