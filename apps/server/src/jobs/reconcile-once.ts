// One pass of the payments reconciler from the command line (operators, the fault bench):
//   node --import tsx apps/server/src/jobs/reconcile-once.ts [--older-than-ms N]
// with the server's environment (DATABASE_URL, PAYMENT_PROVIDER…). Prints what it did as JSON.
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { reconcilePayments } from '../modules/orders/reconcile.service.ts';
import { createPaymentProvider } from '../modules/payments/create-payment-provider.ts';

const flag = process.argv.indexOf('--older-than-ms');
const olderThanMs = flag > 0 ? Number(process.argv[flag + 1]) : undefined;
const config = loadConfig();
const database = await createDatabase(config);
try {
  const payments = createPaymentProvider(config, database.db);
  const log = {
    error: (o: object, msg: string) => console.error(msg, o),
    warn: (o: object, msg: string) => console.warn(msg, o),
  };
  console.log(JSON.stringify(await reconcilePayments(database.db, payments, { olderThanMs, log })));
} finally {
  await database.close();
}
