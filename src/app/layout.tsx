import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../auth';
import { mayUse, PAGES } from '../domain/access';
import { isLanguage, LANGUAGES, type MessageId } from '../lib/i18n';
import { LiveChangesProvider } from '../lib/live-changes';
import { useLocale } from '../lib/locale';
import { isCurrentPage } from './current-page';
import { LiveNotice, UnseenChangesCount } from './live-notice';

/** The pages the navigation offers, to whoever may use them. */
const NAVIGATION: { page: (typeof PAGES)[keyof typeof PAGES]; label: MessageId }[] = [
  { page: PAGES.home, label: 'common.nav.home' },
  { page: PAGES.newOffer, label: 'common.nav.newOffer' },
  { page: PAGES.offers, label: 'common.nav.myOffers' },
  { page: PAGES.applications, label: 'common.nav.myApplications' },
  { page: PAGES.salespeople, label: 'common.nav.salespeople' },
  { page: PAGES.dashboard, label: 'common.nav.dashboard' },
];

export function Layout() {
  const { user, signOut } = useAuth();
  const { language, setLanguage, t } = useLocale();
  const menu = useMenu();
  const place = useLocation();
  return (
    <LiveChangesProvider salesPersonId={user.salesPersonId}>
      <header className="app-header">
        <NavLink to="/" className="app-header__brand">
          {t('common.app.name')}
        </NavLink>
        <button
          type="button"
          className="app-header__menu-button button--quiet"
          aria-expanded={menu.open}
          aria-controls="app-menu"
          onClick={menu.toggle}
        >
          {t('common.nav.menu')}
        </button>
        <div id="app-menu" className="app-header__menu" data-open={menu.open}>
          <nav aria-label={t('common.nav.label')}>
            <ul className="app-nav">
              {NAVIGATION.filter(({ page }) => mayUse(user, page)).map(({ page, label }) => {
                // Only the page shown now is marked: not a page below it, nor a manager's view
                // of another salesperson's applications.
                const current = isCurrentPage(page.path, place, user);
                return (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      className={current ? 'active' : undefined}
                      aria-current={current ? 'page' : undefined}
                    >
                      {t(label)}
                      {page === PAGES.applications && <UnseenChangesCount />}
                    </Link>
                  </li>
                );
              })}
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
              <span className="app-header__signed-in-words">{t('common.user.signedInAs')} </span>
              <NavLink
                to={PAGES.profile.path}
                className="app-header__profile"
                aria-label={t('common.user.profileOf', { name: user.name })}
              >
                {user.name}
              </NavLink>
            </span>
            <button type="button" className="button--quiet" onClick={() => void signOut()}>
              {t('common.user.signOut')}
            </button>
          </div>
        </div>
      </header>
      <LiveNotice />
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </LiveChangesProvider>
  );
}

/**
 * The first stop of the keyboard, to the page's `<main id="main">`: one link from the first paint
 * on, so that a user who tabs to it while the portal signs in keeps it when the layout comes.
 */
export function SkipLink() {
  const { t } = useLocale();
  return (
    <a className="skip-link" href="#main">
      {t('common.app.skipToContent')}
    </a>
  );
}

/**
 * Below desktop width the navigation and the user's choices fold behind a menu button, so the
 * page starts at the top of a phone's screen. The menu closes on every move to another page.
 */
function useMenu() {
  const { key } = useLocation();
  // Open on one page only: the menu is open while this names the page it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  return {
    open,
    toggle: () => {
      setOpenOn(open ? null : key);
    },
  };
}
