import { UnderConstruction } from '../../../shared/under-construction';

export function OrderPage() {
  return <UnderConstruction page="order" />;
}
