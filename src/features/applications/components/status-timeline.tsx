import {
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
} from '../../../domain/application-status';
import type { Actor, StatusHistoryEntry } from '../../../domain/contract';
import { applicationStatusLabel } from '../../../components/status-labels';
import { reasonMessage, sayMessage, type Translate } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { formatDateTime } from '../../../lib/format';

/** The salesperson the application belongs to, whose name the service gives with it. */
export interface NamedSalesperson {
  id: number;
  name: string;
}

interface StatusTimelineProps {
  status: ApplicationStatus;
  history: readonly StatusHistoryEntry[];
  salesperson?: NamedSalesperson;
}

/**
 * Who made the change: the bank, the service on its own, or a salesperson, by name when it is the
 * application's own (the only one whose name the service gives), else by id.
 */
function actorLabel(actor: Actor, t: Translate, salesperson?: NamedSalesperson): string {
  if (actor.type === 'salesperson') {
    return actor.salesPersonId !== undefined && actor.salesPersonId === salesperson?.id
      ? t('applications.timeline.actor.salespersonNamed', { name: salesperson.name })
      : t('applications.timeline.actor.salesperson', { id: actor.salesPersonId ?? '' });
  }
  return actor.type === 'bank'
    ? t('applications.timeline.actor.bank')
    : t('applications.timeline.actor.system');
}

/**
 * Where the application has been, oldest first, and where it may go next: the service's state
 * machine says which moves remain, so a rep knows whether to wait or to act.
 */
export function StatusTimeline({ status, history, salesperson }: StatusTimelineProps) {
  const { locale, t } = useLocale();
  const entries = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const next = APPLICATION_TRANSITIONS[status];
  const nextLabels = next.map((candidate) => applicationStatusLabel(candidate, t));
  const alternatives = new Intl.ListFormat(locale, { type: 'disjunction' }).format(nextLabels);

  return (
    <div className="status-timeline">
      <ol className="status-timeline__list" aria-label={t('applications.timeline.label')}>
        {entries.map((entry, index) => {
          const isCurrent = index === entries.length - 1;
          const reason = sayMessage(reasonMessage(entry));
          return (
            <li
              key={`${entry.status}-${entry.at}`}
              className="status-timeline__entry"
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="status-timeline__status">
                {applicationStatusLabel(entry.status, t)}
                {isCurrent ? (
                  <span className="status-timeline__now"> {t('applications.timeline.now')}</span>
                ) : null}
              </span>
              <span className="status-timeline__when">
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>{' '}
                {actorLabel(entry.actor, t, salesperson)}
              </span>
              {reason === '' ? null : <span className="status-timeline__reason">{reason}</span>}
            </li>
          );
        })}
      </ol>
      <p className="status-timeline__next">
        {nextLabels.length === 0
          ? t('applications.timeline.final')
          : t('applications.timeline.next', { statuses: alternatives })}
      </p>
    </div>
  );
}
