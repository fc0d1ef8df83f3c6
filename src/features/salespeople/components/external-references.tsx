import type { ExternalReference } from '../../../domain/contract';
import { useLocale } from '../../../lib/locale';

/** A salesperson's ids in other systems (DMS, CRM, payroll), as `key: value` pairs. */
export function ExternalReferences({ references }: { references: readonly ExternalReference[] }) {
  const { t } = useLocale();
  if (references.length === 0) {
    return <span className="empty-state">{t('salespeople.references.none')}</span>;
  }
  return (
    <ul className="references">
      {references.map(({ key, value }) => (
        <li key={`${key}=${value}`}>
          <span className="references__key">{key}</span> <code>{value}</code>
        </li>
      ))}
    </ul>
  );
}
