import { describeError } from '../lib/api-errors';
import { useLocale } from '../lib/locale';
import './query-error.css';

interface QueryErrorProps {
  /** What could not be done: "The application could not be loaded." */
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed load, said plainly, with the server's reason and a way to try again. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  const { t } = useLocale();
  return (
    <div className="query-error" role="alert">
      <p className="query-error__title">{title}</p>
      <p>{describeError(error)}</p>
      <button type="button" onClick={onRetry}>
        {t('common.action.tryAgain')}
      </button>
    </div>
  );
}
