import { SearchPage } from "../components/search-page";

export default function SearchSchoolPage() {
  return <SearchPage type="School" />;
}
