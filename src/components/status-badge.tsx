import type { ApplicationStatus, DocumentStatus } from '../domain/application-status';
import { useLocale } from '../lib/locale';
import { applicationStatusLabel, documentStatusLabel } from './status-labels';
import './status-badge.css';

/** How a status feels to the person following it: settled well, settled badly, or still moving. */
type Tone = 'positive' | 'negative' | 'pending' | 'neutral';

const APPLICATION_TONES: Record<ApplicationStatus, Tone> = {
  Received: 'pending',
  UnderReview: 'pending',
  Approved: 'positive',
  Rejected: 'negative',
  ContractSent: 'pending',
  Signed: 'positive',
  PaidOut: 'positive',
  Cancelled: 'neutral',
};

const DOCUMENT_TONES: Record<DocumentStatus, Tone> = {
  Missing: 'negative',
  Received: 'pending',
  Approved: 'positive',
  Rejected: 'negative',
};

type StatusBadgeProps =
  { kind: 'application'; status: ApplicationStatus } | { kind: 'document'; status: DocumentStatus };

/** A status as a coloured label; the words carry the meaning, the colour only repeats it. */
export function StatusBadge(props: StatusBadgeProps) {
  const { t } = useLocale();
  const [label, tone] =
    props.kind === 'application'
      ? [applicationStatusLabel(props.status, t), APPLICATION_TONES[props.status]]
      : [documentStatusLabel(props.status, t), DOCUMENT_TONES[props.status]];
  return <span className={`status-badge status-badge--${tone}`}>{label}</span>;
}
