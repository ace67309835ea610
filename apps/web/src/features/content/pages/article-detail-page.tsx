import { UnderConstruction } from '../../../shared/under-construction';

export function ArticleDetailPage() {
  return <UnderConstruction page="articleDetail" />;
}
