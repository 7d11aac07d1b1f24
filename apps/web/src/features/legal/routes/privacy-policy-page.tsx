import { PolicyDocument } from "../components/policy-document";
import { PRIVACY_SECTIONS } from "../model";

export default function PrivacyPolicyPage() {
  return <PolicyDocument doc="privacy" sections={PRIVACY_SECTIONS} />;
}
