import { useEffect, useId, useRef, type ReactNode } from 'react';
import { sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';

import type { SummaryItem } from '../model/form-errors';

interface ErrorSummaryProps {
  title: string;
  items: SummaryItem[];
  /** Take focus when shown (after a submit); not while the dealer is on a field. */
  focusOnShow?: boolean;
  children?: ReactNode;
}

/**
 * What stops the dealer, listed at the top of the step and announced; each item leads to its
 * field. Focused when it appears, so keyboard users start from it.
 */
export function ErrorSummary({ title, items, focusOnShow = false, children }: ErrorSummaryProps) {
  const summary = useRef<HTMLDivElement>(null);
  const { t } = useLocale();
  const say = (item: SummaryItem) => {
    const message = sayMessage(item.message);
    return item.label === undefined
      ? message
      : t('offer.status.reason', { label: item.label, message });
  };
  const titleId = useId();
  useEffect(() => {
    if (focusOnShow) summary.current?.focus();
  }, [focusOnShow, title, items.length]);
  if (items.length === 0) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      ref={summary}
      aria-labelledby={titleId}
    >
      <p className="error-summary__title" id={titleId}>
        {title}
      </p>
      <ul>
        {items.map((item, index) => (
          <li key={`${index}-${item.message}`}>
            {item.onSelect === undefined ? (
              say(item)
            ) : (
              <button type="button" className="error-summary__link" onClick={item.onSelect}>
                {say(item)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
