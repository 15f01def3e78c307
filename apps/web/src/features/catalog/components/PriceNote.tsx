import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import { paths } from '../../../config/paths.ts';
import type { MyItem } from '../../../lib/showroom-selection.ts';

/** Whose prices the list shows: the selected showroom's, or the platform's standard prices. */
export function PriceNote({ showroom }: { showroom: MyItem | null }) {
  if (showroom)
    return (
      <p className="text-sm text-slate-600">
        Prices shown for{' '}
        <strong className="text-brand-800">{showroom.company_name || showroom.vsd_id}</strong>{' '}
        <span className="text-slate-500">(showroom {showroom.vsd_id})</span>
      </p>
    );
  return (
    <p className="text-sm text-slate-600">
      Standard platform prices.{' '}
      <Link
        to={paths.home}
        className={`rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline ${focusRing}`}
      >
        Enter your contractor’s showroom ID
      </Link>{' '}
      to see their prices.
    </p>
  );
}
