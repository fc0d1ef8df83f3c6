import { useLocale } from '../lib/locale';
import './skeleton.css';

interface SkeletonProps {
  /** What is loading, for screen readers: "Loading the application". */
  label: string;
  lines?: number;
}

/** Grey bars where content will appear, so the page does not jump when it arrives. */
export function Skeleton({ label, lines = 3 }: SkeletonProps) {
  const { t } = useLocale();
  return (
    <div className="skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading', { what: label })}</span>
      {Array.from({ length: lines }, (_, line) => (
        <span key={line} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
