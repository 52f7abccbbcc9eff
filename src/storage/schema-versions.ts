// The schema version each store migrates a database to, as plain numbers: `npx butler --version` prints them
// without loading the stores (whose modules bring the records, the ratings' openskill and the drivers: most of a
// second). Each store's module checks at load that its migrations reach exactly this number, so a migration
// appended without bumping it here stops every start and every test at once, never a wrong --version.
export const SCHEMA_VERSIONS = { sqlite: 12, postgres: 9 } as const;

/** Throws when a store's migrations do not reach the number above (called by the store's module at load). */
export function checkSchemaVersion(store: keyof typeof SCHEMA_VERSIONS, migrations: number): number {
  if (migrations !== SCHEMA_VERSIONS[store]) {
    throw new Error(`${store}: ${migrations} migrations, but src/storage/schema-versions.ts says ${SCHEMA_VERSIONS[store]}: bump it with the migration`);
  }
  return migrations;
}
