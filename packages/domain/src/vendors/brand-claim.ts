/**
 * What approving a vendor does with a brand it named (docs/decisions/0016-vendor-accounts.md), given the brand
 * of that slug if one exists: a new name is created for the vendor, a brand nobody owns is handed to it, its
 * own brand is kept, and another vendor's brand is never handed over (withheld). The admin's queue shows the
 * withheld ones as taken before deciding.
 */
export function brandClaim(
  existing: { vendorUserId: number | null } | null | undefined,
  vendorUserId: number,
): 'create' | 'assign' | 'kept' | 'withheld' {
  if (!existing) return 'create';
  if (existing.vendorUserId === null) return 'assign';
  return existing.vendorUserId === vendorUserId ? 'kept' : 'withheld';
}
