import { UnderConstruction } from '../../../shared/under-construction';

export function MemberStudyPage() {
  return <UnderConstruction page="memberStudy" />;
}
