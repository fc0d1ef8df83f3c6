import { useParams } from 'react-router-dom';
import { Page } from '../../components/page';

export function SalespersonPage() {
  const { salesPersonId = '' } = useParams();
  return <Page title={`Salesperson ${salesPersonId}`} />;
}
