import { UnderConstruction } from '../../../shared/under-construction';

export function MemberMessagesPage() {
  return <UnderConstruction page="memberMessages" />;
}
