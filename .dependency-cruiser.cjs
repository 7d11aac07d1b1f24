// The layering rules of docs/architecture.md, checked by `npm run check:architecture` (part of `npm test`).
// Decision 063 says why dependency-cruiser and what each rule holds.
const SERVER = "^apps/server/src/";
const WEB = "^apps/web/src/";
const TESTS = "\\.test\\.tsx?$|/src/test/";
/** The data layer of a server module: the only files that may hold a query. */
const DATA_LAYER = "\\.(repository|table|sql)\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-file-cycles",
      severity: "error",
      comment: "No file reaches itself through its imports.",
      from: {},
      to: { circular: true },
    },
    {
      name: "contract-stands-alone",
      severity: "error",
      comment: "The contract is imported by both sides and imports neither.",
      from: { path: "^packages/contract/src/" },
      to: { path: "^apps/" },
    },
    {
      name: "queries-only-in-repositories",
      severity: "error",
      comment:
        "In a server module only *.repository.ts, *.table.ts and *.sql.ts touch drizzle-orm or a table (types included: row types come from repositories); services, routes, jobs and mails go through a repository.",
      from: { path: `${SERVER}modules/`, pathNot: [DATA_LAYER, TESTS] },
      to: { path: ["node_modules/drizzle-orm/", "\\.table\\.ts$"] },
    },
    {
      name: "database-only-in-repositories",
      severity: "error",
      comment:
        "Outside the data layer a module may name the Db type (to hand ctx.db to a repository), nothing else of db/.",
      from: { path: `${SERVER}modules/`, pathNot: [DATA_LAYER, TESTS] },
      to: { path: `${SERVER}db/`, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "plugins-and-lib-import-no-module",
      severity: "error",
      comment: "Infrastructure (plugins, lib, db) knows no domain: what it needs is handed in.",
      from: { path: `${SERVER}(plugins|lib)/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|seed|cli)/` },
    },
    {
      name: "db-imports-only-tables",
      severity: "error",
      comment: "The database layer gathers the tables for the schema and migrations, nothing else of a module.",
      from: { path: `${SERVER}db/`, pathNot: TESTS },
      to: { path: `${SERVER}(modules|seed|cli|plugins)/`, pathNot: "\\.table\\.ts$" },
    },
    {
      name: "production-imports-no-test-support",
      severity: "error",
      comment: "Test support lives under src/test and only tests import it.",
      from: { pathNot: [TESTS, "^e2e/", "^bench/"] },
      to: { path: [`${SERVER}test/`, `${WEB}test/`] },
    },
    {
      name: "modules-import-no-seed-or-cli",
      severity: "error",
      comment: "The demo world and the operator commands use modules; modules never use them.",
      from: { path: `${SERVER}(modules|plugins|lib|db)/` },
      to: { path: `${SERVER}(seed|cli)/` },
    },
    {
      name: "features-never-import-each-other",
      severity: "error",
      comment: "A web feature imports only itself, components/, lib/ and the contract; what two share moves there.",
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: "web-shared-layers-import-no-feature-or-app",
      severity: "error",
      comment: "lib/ and components/ are below the features and the app shell.",
      from: { path: `${WEB}(lib|components)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: "features-import-no-app",
      severity: "error",
      comment: "The app shell (router, layouts) composes features; a feature gets what it needs from lib/ or by props.",
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["/dist/", "\\.d\\.ts$"] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    // Packages resolve to their code, not their .d.ts (which `exclude` drops): a drizzle-orm import must be seen.
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
