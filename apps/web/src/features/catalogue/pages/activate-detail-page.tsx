import { UnderConstruction } from '../../../shared/under-construction';

export function ActivateDetailPage() {
  return <UnderConstruction page="activateDetail" />;
}
