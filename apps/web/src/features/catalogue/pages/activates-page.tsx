import { UnderConstruction } from '../../../shared/under-construction';

export function ActivatesPage() {
  return <UnderConstruction page="activates" />;
}
