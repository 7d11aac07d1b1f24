import { RegisterPage } from "../components/register-page";

export default function RegisterSchoolPage() {
  return <RegisterPage type="School" />;
}
