import { UnderConstruction } from '../../../shared/under-construction';

export function ArticlesPage() {
  return <UnderConstruction page="articles" />;
}
