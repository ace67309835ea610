import { UnderConstruction } from '../../../shared/under-construction';

export function StudyCenterPage() {
  return <UnderConstruction page="studyCenter" />;
}
