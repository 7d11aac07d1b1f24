import owasp from "@stoplight/spectral-owasp-ruleset";
import { oas } from "@stoplight/spectral-rulesets";

/**
 * The Spectral rulesets the OpenAPI document must pass with no error and no warning (decision 058):
 * Spectral's own OpenAPI rules, and the OWASP API Security Top 10 (2023) ruleset. Every OWASP rule is on
 * unless it is turned off below, each with its reason; two are narrowed to requests.
 */

export const oasRuleset = { extends: [[oas, "recommended"]] };

/** Strings and lists of what a caller sends: operation parameters and request bodies (files excepted). */
const requestParts = ["$.paths[*][*].parameters[*]", "$.paths[*][*].requestBody"];
const ofType = (type: string) => [
  `..[?(@ && @.type=="${type}" && @.format!="binary")]`,
  `..[?(@ && @.type && @.type.constructor.name === "Array" && @.type.includes("${type}"))]`,
];
const inRequests = (type: string) => requestParts.flatMap((part) => ofType(type).map((tail) => `${part}${tail}`));

const rules = owasp.rules;

export const owaspRuleset = {
  extends: [[owasp, "all"]],
  rules: {
    // --- Resource limits (API4) --------------------------------------------------------------------------
    // Every string a request carries has a maximum, and every list a maximum count: the same checks as
    // OWASP's, on parameters and request bodies. Responses are left out: the server writes them, from what
    // requests were allowed to store, and fastify checks each answer against its zod schema, so a maxLength
    // there would turn a stored value (one saved before a limit was tightened) into a 500. Lists in answers
    // are bounded by their pages (per_page) or by what one institution owns. File parts (format: binary)
    // are bounded in bytes by the upload limits (413), not in characters.
    "owasp:api4:2023-string-limit": "off",
    "quad:request-string-limit": {
      ...rules["owasp:api4:2023-string-limit"],
      message: "A request string must specify maxLength, enum, or const.",
      given: inRequests("string"),
    },
    "owasp:api4:2023-array-limit": "off",
    "quad:request-array-limit": {
      ...rules["owasp:api4:2023-array-limit"],
      message: "A request list must specify maxItems.",
      given: inRequests("array"),
    },
    // Names, titles, addresses, descriptions and messages are free text in any script: no format or pattern
    // describes them truthfully. Their limits are maxLength (above) and the rule every text of every input
    // follows (no control characters, no unpaired surrogates: decision 025). Where a format is true (email,
    // date, date-time, uri, a time or code pattern) the contract declares it.
    "owasp:api4:2023-string-restricted": "off",
    // Throttling is per route, where it protects accounts and mail: sign-in, password reset, registrations,
    // confirmation mails, invitations and contact requests answer a documented 429 with Retry-After
    // (owasp:api4:2023-rate-limit-retry-after stays on). A general request-rate limit, with its RateLimit
    // headers and a 429 on every operation, belongs to the edge in front of the server (a reverse proxy or
    // load balancer), which sees every instance's traffic; documenting it here would describe answers this
    // server never sends.
    "owasp:api4:2023-rate-limit": "off",
    "owasp:api4:2023-rate-limit-responses-429": "off",

    // --- Authorization (API1, API2, API5) -----------------------------------------------------------------
    // The spec's API names rows by integer ids, and its clients use them. Guessing one gains nothing: every
    // route checks the row belongs to the caller's institution (decision 025's fuzz and the cross-tenant
    // probes of issue 22: 0 of 847 attempts succeeded).
    "owasp:api1:2023-no-numeric-ids": "off",
    // The operations without security are public by their nature: sign-in, Google sign-in, registration,
    // password reset, email confirmation, the reference lists, the webinar catalogue and guest sign-up. Every
    // other operation declares the session token, and the document test checks each of those lists 401.
    "owasp:api2:2023-read-restricted": "off",
    "owasp:api2:2023-write-restricted": "off",
    // The spec's mailed links carry single-purpose tokens in their address: an email confirmation, a guest's
    // join link and calendar feed (calendar apps fetch a feed by its address and cannot send a header). Each
    // grants that one action, expires or can be turned off, and is not the account's credential.
    "owasp:api2:2023-no-credentials-in-url": "off",
    // Quad has one credential, the session token; being a team admin is a role checked on the server for each
    // request (the route's guards), not a different credential an admin route could require.
    "owasp:api5:2023-admin-security-unique": "off",

    // --- Error responses (API8) ---------------------------------------------------------------------------
    // A public operation never answers 401 and one without parameters or body never fails validation; the
    // document lists only answers an operation gives (every API test checks that). The document test asks
    // instead that every token operation list 401 and every operation with input list 422.
    "owasp:api8:2023-define-error-responses-401": "off",
    "owasp:api8:2023-define-error-validation": "off",

    // --- CORS (API8) -----------------------------------------------------------------------------------------
    // The API serves only its own web app, on the same origin, and sends no CORS headers at all: a browser on
    // another origin cannot read its answers. Documenting Access-Control-Allow-Origin would promise a header
    // Quad never sends.
    "owasp:api8:2023-define-cors-origin": "off",
  },
};
