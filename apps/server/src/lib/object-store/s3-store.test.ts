import { S3RVER_KEYS, startS3rver } from '../../../test/s3rver.ts';
import { objectStoreContract } from './object-store.contract.ts';
import { s3Store } from './s3-store.ts';

// A small page, so listing a prefix walks several pages with ContinuationToken as a large bucket would.
const PAGE_SIZE = 5;

objectStoreContract('s3 store on s3rver', async () => {
  const server = await startS3rver('contract');
  const store = s3Store({
    bucket: 'contract',
    region: 'us-east-1',
    endpoint: server.endpoint,
    ...S3RVER_KEYS,
    pageSize: PAGE_SIZE,
  });
  return {
    store,
    pageSize: PAGE_SIZE,
    close: async () => {
      store.destroy();
      await server.close();
    },
  };
});
