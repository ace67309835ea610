import { UnderConstruction } from '../../../shared/under-construction';

export function CourseDetailPage() {
  return <UnderConstruction page="courseDetail" />;
}
