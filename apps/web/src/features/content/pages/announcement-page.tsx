import { UnderConstruction } from '../../../shared/under-construction';

export function AnnouncementPage() {
  return <UnderConstruction page="announcement" />;
}
