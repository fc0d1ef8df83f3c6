import { useParams } from 'react-router-dom';
import { Page } from '../../components/page';

export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  return <Page title={`Application ${applicationId}`} lead="Status, documents and the offer." />;
}
