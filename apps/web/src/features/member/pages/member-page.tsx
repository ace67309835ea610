import { UnderConstruction } from '../../../shared/under-construction';

export function MemberPage() {
  return <UnderConstruction page="member" />;
}
