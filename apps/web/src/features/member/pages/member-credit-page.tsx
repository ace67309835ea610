import { UnderConstruction } from '../../../shared/under-construction';

export function MemberCreditPage() {
  return <UnderConstruction page="memberCredit" />;
}
