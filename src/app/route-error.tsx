import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { describeError } from '../lib/api-errors';

/**
 * Shown when a screen fails to load or render: what happened in words a dealer understands, and
 * a way on. A failed lazy chunk after a deploy is the usual cause, so reloading is offered first.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : describeError(error);

  return (
    <div className="route-error" role="alert">
      <h1>This screen could not be shown</h1>
      <p>{message}</p>
      <p className="actions">
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
        >
          Reload
        </button>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
