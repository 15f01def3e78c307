import { loadConfig } from '../config.ts';
import { createObjectStore } from '../lib/object-store/create-object-store.ts';
import { moveUploads } from '../lib/object-store/move-uploads.ts';
import { createDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * `npm run objects:migrate`: moves uploads kept in the database (bytea, from before issue 27) into the
 * configured object store (OBJECT_STORE, as the server reads it), then prints how many of each kind moved.
 * Safe to run while the servers run, to stop, and to run again (lib/object-store/move-uploads.ts).
 */
async function main() {
  const config = loadConfig();
  const database = await createDatabase(config);
  try {
    await migrateDatabase(database.db);
    const store = createObjectStore(config);
    console.log(`Moving uploads into ${store.label}`);
    const counts = await moveUploads(database.db, store, (kind, c) =>
      console.log(`  ${kind}: ${c.moved} moved so far`),
    );
    for (const [kind, c] of Object.entries(counts)) {
      const raced = c.raced > 0 ? ` (${c.raced} moved by another run meanwhile)` : '';
      console.log(`${kind}: ${c.moved} moved${raced}`);
    }
  } finally {
    await database.close();
  }
}

main().then(
  // An S3 client keeps idle connections open: the command ends here either way.
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
