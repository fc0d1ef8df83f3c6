import type { FallbackProps } from 'react-error-boundary';
import { Link } from 'react-router-dom';
import { describeError } from '../lib/api-errors';
import { useLocale } from '../lib/locale';

/**
 * Shown when a screen fails to load or render: what happened in words a dealer understands, and
 * a way on. A failed lazy chunk after a deploy is the usual cause, so reloading is offered first.
 */
export function RouteError({ error }: FallbackProps) {
  const { t } = useLocale();
  const message = describeError(error);

  return (
    <div className="route-error" role="alert">
      <h1>{t('common.routeError.title')}</h1>
      <p>{message}</p>
      <p className="actions">
        <button
          type="button"
          onClick={() => {
            window.location.reload();
          }}
        >
          {t('common.action.reload')}
        </button>
        <Link to="/">{t('common.action.goHome')}</Link>
      </p>
    </div>
  );
}
