import { SearchPage } from "../components/search-page";

export default function SearchUniversityPage() {
  return <SearchPage type="University" />;
}
