import { UnderConstruction } from '../../../shared/under-construction';

export function VideoPage() {
  return <UnderConstruction page="video" />;
}
