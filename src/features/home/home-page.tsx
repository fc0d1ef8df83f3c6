import { PAGES } from '../../domain/access';
import { generatePath, Link, useNavigate } from 'react-router-dom';
import { ApplicationIdForm } from '../../components/application-id-form';
import { Page } from '../../components/page';
import { useLocale } from '../../lib/locale';
import { RecentApplications } from './components/recent-applications';
import '../../components/data-display.css';
import './home.css';

/** Where a dealer starts: each card's link, and the messages of its title and text. */
const START_CARDS = [
  { to: '/offers/new', messages: 'home.newOffer' },
  { to: '/applications', messages: 'home.applications' },
] as const;

export function HomePage() {
  const navigate = useNavigate();
  const { t } = useLocale();
  return (
    <Page head="home">
      <ul className="card-list">
        {START_CARDS.map(({ to, messages }) => (
          <li key={to} className="card panel">
            <h2>
              <Link to={to}>{t(`${messages}.title`)}</Link>
            </h2>
            <p>{t(`${messages}.text`)}</p>
          </li>
        ))}
      </ul>

      <div className="home__columns">
        <section className="panel home__section" aria-labelledby="home-open">
          <h2 id="home-open">{t('home.open.title')}</h2>
          <p className="home__hint">{t('home.open.hint')}</p>
          <ApplicationIdForm
            onOpen={(id) =>
              void navigate(generatePath(PAGES.application.path, { applicationId: String(id) }))
            }
          />
        </section>
        <section className="panel home__section" aria-labelledby="home-recent">
          <h2 id="home-recent">{t('home.recent.title')}</h2>
          <RecentApplications />
          <p>
            <Link to="/applications">{t('home.recent.all')}</Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
