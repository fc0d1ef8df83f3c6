import { describeError } from '../lib/api-errors';
import type { MessageId } from '../lib/i18n';
import { useLocale } from '../lib/locale';
import type { PrefixOf } from './message-prefix';
import { Skeleton } from './skeleton';
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

/**
 * What a query's fallback says: what is loading ("Loading {what}") and what could not be done
 * ("The applications could not be loaded"). Given as the two ids, or as the prefix both share
 * with `.loading` and `.loadFailed` after it, `applications.list` for instance.
 */
type LoadMessages =
  (PrefixOf<'loading'> & PrefixOf<'loadFailed'>) | { loading: MessageId; failed: MessageId };

interface QueryFallbackProps {
  /** A query with nothing to show: still loading, or failed. */
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown> };
  messages: LoadMessages;
  /** How many bars stand in for the content while it loads. */
  lines?: number;
}

/** What a query shows until it has data: bars while it loads, or its error and a way to retry. */
export function QueryFallback({ query, messages, lines }: QueryFallbackProps) {
  const { t } = useLocale();
  const { loading, failed } =
    typeof messages === 'string'
      ? { loading: `${messages}.loading` as const, failed: `${messages}.loadFailed` as const }
      : messages;
  if (query.isPending) return <Skeleton label={t(loading)} lines={lines} />;
  return <QueryError title={t(failed)} error={query.error} onRetry={() => void query.refetch()} />;
}
