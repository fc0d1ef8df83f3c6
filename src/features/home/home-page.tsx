import { Link, useNavigate } from 'react-router-dom';
import { ApplicationIdForm } from '../../components/application-id-form';
import { Page } from '../../components/page';
import { RecentApplications } from './components/recent-applications';
import '../../components/data-display.css';
import './home.css';

export function HomePage() {
  const navigate = useNavigate();
  return (
    <Page
      title="Dealer financing"
      lead="Build loan and lease offers for your customers and follow their credit applications."
    >
      <ul className="card-list">
        <li className="card">
          <h2>
            <Link to="/offers/new">New offer</Link>
          </h2>
          <p>Price, equity, terms and products: the payment, the effective rate and the plan.</p>
        </li>
        <li className="card">
          <h2>
            <Link to="/applications">My applications</Link>
          </h2>
          <p>The credit applications you have sent, and where each one stands.</p>
        </li>
      </ul>

      <div className="home__columns">
        <section className="home__section" aria-labelledby="home-open">
          <h2 id="home-open">Open an application</h2>
          <p className="home__hint">
            Have the id from the bank or the customer? Go straight to it.
          </p>
          <ApplicationIdForm onOpen={(id) => void navigate(`/applications/${id}`)} />
        </section>
        <section className="home__section" aria-labelledby="home-recent">
          <h2 id="home-recent">Your recent applications</h2>
          <RecentApplications />
          <p>
            <Link to="/applications">All my applications</Link>
          </p>
        </section>
      </div>
    </Page>
  );
}
