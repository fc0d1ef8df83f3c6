import { Page } from '../../components/page';

export function NewOfferPage() {
  return (
    <Page
      title="New offer"
      lead="Object, customer, financial parameters and embedded products, then the result."
    />
  );
}
