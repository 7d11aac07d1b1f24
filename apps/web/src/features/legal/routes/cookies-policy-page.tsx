import { PolicyDocument } from "../components/policy-document";
import { COOKIES_SECTIONS } from "../model";

export default function CookiesPolicyPage() {
  return <PolicyDocument doc="cookies" sections={COOKIES_SECTIONS} />;
}
