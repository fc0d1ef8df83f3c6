import { Link } from 'react-router-dom';
import { Page } from '../../components/page';

export function HomePage() {
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
    </Page>
  );
}
