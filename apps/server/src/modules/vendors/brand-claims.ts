import { brandClaim } from '@app/domain/vendors/brand-claim';
import type { BrandOutcome } from '@app/domain/vendors/contract';
import { brandSlug } from '@app/domain/vendors/registration';
import type { Database } from '../../db/client.ts';
import type { AuditEntry } from '../audit/audit.repository.ts';
import { assignUnownedBrand, brandsBySlug, createBrand } from './vendor-brands.repository.ts';

export type ClaimedBrand = { name: string; brand_id: number | null; outcome: BrandOutcome };

/**
 * Approving a vendor, the brands step (domain brandClaim): each name is created for the vendor, or an unowned
 * brand of that slug handed to it, or kept when already its own; another vendor's is withheld. Writes race
 * safely: the unique slug decides a creation and the owner check an assignment; the loser is read again.
 * Returns each brand's outcome and the audit entries of what changed hands.
 */
export async function claimBrands(
  tx: Database,
  vendorUserId: number,
  names: readonly string[],
): Promise<{ brands: ClaimedBrand[]; audit: AuditEntry[] }> {
  const claimed: ClaimedBrand[] = [];
  const audit: AuditEntry[] = [];
  for (const name of names) {
    const slug = brandSlug(name);
    const claimOf = async () => {
      const [existing] = await brandsBySlug(tx, [slug]);
      return { existing, claim: brandClaim(existing, vendorUserId) };
    };
    let { existing, claim } = await claimOf();
    if (claim === 'create') {
      const id = await createBrand(tx, { name, slug, vendorUserId });
      if (id !== null) {
        claimed.push({ name, brand_id: id, outcome: 'created' });
        audit.push({
          action: 'brand.created',
          entity: 'brand',
          entityId: id,
          after: { name, vendor_user_id: vendorUserId },
        });
        continue;
      }
      ({ existing, claim } = await claimOf());
    }
    if (claim === 'assign' && existing && (await assignUnownedBrand(tx, existing.id, vendorUserId))) {
      claimed.push({ name: existing.name, brand_id: existing.id, outcome: 'assigned' });
      audit.push({
        action: 'brand.owner_changed',
        entity: 'brand',
        entityId: existing.id,
        before: { vendor_user_id: null },
        after: { vendor_user_id: vendorUserId },
      });
      continue;
    }
    if (claim === 'assign') ({ existing, claim } = await claimOf());
    claimed.push(
      claim === 'kept' && existing
        ? { name: existing.name, brand_id: existing.id, outcome: 'kept' }
        : { name, brand_id: null, outcome: 'withheld' },
    );
  }
  return { brands: claimed, audit };
}
