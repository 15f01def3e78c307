import { crc32 } from 'node:zlib';
import { asc, count, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { authHeader, buildTestApp, createUser, loginAs, type TestApp } from '../../../test/harness.ts';
import { auditLog, brands, productImages, products } from '../../db/schema/index.ts';
import { seedCatalog } from '../../db/seed/catalog/index.ts';

export type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

/** A multipart body as a browser's FormData sends it. */
export function multipart(parts: Part[]) {
  const boundary = '----product-images-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename ? `Content-Type: ${p.type ?? 'application/octet-stream'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the `images` field. */
export const imagePart = (data: Buffer | string, filename = 'photo.png', type = 'image/png'): Part => ({
  name: 'images',
  filename,
  type,
  data,
});

/** A plain picture of one colour. */
export const solid = (width: number, height: number, background = '#b45309') =>
  sharp({ create: { width, height, channels: 3, background } });

export const png = (width: number, height: number, background?: string) =>
  solid(width, height, background).png().toBuffer();

/** A valid small PNG whose header claims width × height (a decompression bomb's header). */
export async function pngClaiming(width: number, height: number) {
  const bytes = Buffer.from(await png(8, 8));
  // IHDR: length(4) 'IHDR'(4) width(4) height(4) ... CRC over type and data (13 bytes).
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/**
 * A test app with a small catalogue and two vendors: `mine` is a product of vendor A's brand, `theirs` one
 * of vendor B's. Tokens for A, B and the other account types.
 */
export async function productImagesTestApp() {
  const t: TestApp = await buildTestApp();
  await seedCatalog(t.db, { products: 12, seed: 11 });
  const vendorA = await createUser(t.db, { type: 'Vendor', fullName: 'Vera Vendor' });
  const vendorB = await createUser(t.db, { type: 'Vendor', fullName: 'Ben Vendor' });
  const [mine] = await t.db
    .select({ id: products.id, hash: products.hash, brandId: products.brandId })
    .from(products)
    .orderBy(asc(products.id))
    .limit(1);
  const [theirs] = await t.db
    .select({ id: products.id, hash: products.hash, brandId: products.brandId })
    .from(products)
    .where(ne(products.brandId, mine!.brandId))
    .orderBy(asc(products.id))
    .limit(1);
  await t.db.update(brands).set({ vendorUserId: vendorA.id }).where(eq(brands.id, mine!.brandId));
  await t.db.update(brands).set({ vendorUserId: vendorB.id }).where(eq(brands.id, theirs!.brandId));
  const tokens = {
    A: await loginAs(t.app, vendorA.email),
    B: await loginAs(t.app, vendorB.email),
    User: await loginAs(t.app, (await createUser(t.db)).email),
    Contractor: await loginAs(t.app, (await createUser(t.db, { type: 'Contractor' })).email),
  };

  const upload = (productId: number, parts: Part[], token: string | null = tokens.A) => {
    const body = multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: `/api/vendor/products/${productId}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? authHeader(token) : {}) },
    });
  };
  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    token: string | null = tokens.A,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: token ? authHeader(token) : {} });
  /** What the database holds: every picture row and audit entry (a refused upload leaves both as they were). */
  const written = async () => ({
    images: await t.db
      .select({ id: productImages.id, productId: productImages.productId, position: productImages.position })
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position)),
    audit: Number((await t.db.select({ n: count() }).from(auditLog))[0]!.n),
  });
  return { t, vendorA, vendorB, mine: mine!, theirs: theirs!, tokens, upload, call, written };
}

export type ProductImagesFixture = Awaited<ReturnType<typeof productImagesTestApp>>;

/** The 422 of one file's refusal: the spec's envelope with the message under `images.{index}`. */
export const refusedFile = (index: number, message: string) => ({
  message: 'The given data was invalid.',
  errors: { [`images.${index}`]: [message] },
});
