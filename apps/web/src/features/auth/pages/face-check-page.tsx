import { UnderConstruction } from '../../../shared/under-construction';

export function FaceCheckPage() {
  return <UnderConstruction page="faceCheck" />;
}
