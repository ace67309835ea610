import { UnderConstruction } from '../../../shared/under-construction';

export function OrderPayPage() {
  return <UnderConstruction page="orderPay" />;
}
