import { UnderConstruction } from '../../../shared/under-construction';

export function MemberOrdersPage() {
  return <UnderConstruction page="memberOrders" />;
}
