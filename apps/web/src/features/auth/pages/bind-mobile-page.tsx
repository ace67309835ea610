import { UnderConstruction } from '../../../shared/under-construction';

export function BindMobilePage() {
  return <UnderConstruction page="bindMobile" />;
}
