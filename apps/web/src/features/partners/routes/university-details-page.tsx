import { InstitutionDetailsScreen } from "./institution-details-screen";

export default function UniversityDetailsPage() {
  return <InstitutionDetailsScreen segment="universities" />;
}
