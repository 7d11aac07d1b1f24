import { InstitutionDetailsScreen } from "./institution-details-screen";

export default function SchoolDetailsPage() {
  return <InstitutionDetailsScreen segment="schools" />;
}
