import { useParams } from 'react-router';
import { useSelectedShowroom } from '../../../lib/showroom-selection.ts';

/** The showroom whose prices the product page shows: the URL's vsd_id, else the selected showroom's. */
export function useProductVsdId(fromQuery?: string | null): string | undefined {
  const { vsd_id } = useParams();
  const { selected } = useSelectedShowroom();
  return vsd_id || fromQuery || selected?.vsd_id || undefined;
}
