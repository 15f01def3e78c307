import { estimateTitle } from '@app/domain/estimates/titles';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ObjectStore } from '../../lib/object-store/object-store.ts';
import { storedBytes } from '../../lib/object-store/stored-objects.ts';
import { accessTo, estimateFor } from './estimate-access.ts';
import { estimateBrandOf } from './estimate-brand.repository.ts';
import { readingFor } from './estimate-read.service.ts';
import { clientDocument, type Heading, printable, proDocument } from './pdf/estimate-document.ts';
import { renderEstimatePdf } from './pdf/estimate-pdf.ts';

export type EstimatePdf = { bytes: Buffer; fileName: string };

/** pdfkit draws PNG and JPEG only; logos are stored as WebP. Small, since it prints at most 160 × 60 pt. */
async function printableLogo(bytes: Buffer | null): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    return await sharp(bytes)
      .resize({ width: 640, height: 240, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    return null; // a logo sharp cannot read leaves the company's name alone at the top
  }
}

/**
 * GET …/estimates/{estimateId}/pdf: a version of the estimate (`version`, else the newest the caller reads)
 * as a PDF of exactly what the JSON route shows them (readingFor: the same access and views), 404 for a
 * version they may not read.
 */
export async function estimatePdf(
  db: Database,
  objects: ObjectStore,
  userId: number,
  projectId: number,
  estimateId: number,
  version?: number,
): Promise<EstimatePdf> {
  const access = await accessTo(db, userId, projectId);
  const { view, versions } = await readingFor(db, access, await estimateFor(db, access, estimateId));
  const n = version ?? versions[0]?.version;
  const row = versions.find((v) => v.version === n);
  if (!row) throw new AppError('not_found');
  const brand = await estimateBrandOf(db, projectId);
  const head: Heading = {
    company: printable(brand.company ?? view.drafted_by?.name ?? ''),
    logo: await printableLogo(brand.logo && (await storedBytes(objects, brand.logo.key, brand.logo.bytes))),
    project: printable(access.name),
    homeowner: printable(brand.homeowner),
    estimateId,
    title: estimateTitle(view, { numberSign: false }),
  };
  const document =
    view.view === 'pro'
      ? proDocument(head, view.versions.find((v) => v.version === n)!)
      : clientDocument(head, view.versions.find((v) => v.version === n)!, {
          state: row.taxState,
          tax_bps: row.taxBps,
        });
  return {
    bytes: await renderEstimatePdf(document),
    fileName: `${view.kind === 'change_order' ? 'change-order' : 'estimate'}-${estimateId}-v${n}.pdf`,
  };
}
