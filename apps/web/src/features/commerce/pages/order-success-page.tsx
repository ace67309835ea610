import { UnderConstruction } from '../../../shared/under-construction';

export function OrderSuccessPage() {
  return <UnderConstruction page="orderSuccess" />;
}
