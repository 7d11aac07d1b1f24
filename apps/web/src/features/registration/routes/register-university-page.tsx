import { RegisterPage } from "../components/register-page";

export default function RegisterUniversityPage() {
  return <RegisterPage type="University" />;
}
