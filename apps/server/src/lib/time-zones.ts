/** Every IANA zone this runtime knows, and UTC: the zones a request may name. */
export const ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
