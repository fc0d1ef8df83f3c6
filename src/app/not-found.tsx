import { Link, useLocation } from 'react-router-dom';
import { Page } from '../components/page';
import { useLocale } from '../lib/locale';

export function NotFound() {
  const { pathname } = useLocation();
  const { t } = useLocale();
  return (
    <Page title={t('common.notFound.title')} lead={t('common.notFound.lead', { path: pathname })}>
      <p>
        <Link to="/">{t('common.action.goHome')}</Link>
      </p>
    </Page>
  );
}
