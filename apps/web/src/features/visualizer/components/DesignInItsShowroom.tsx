import { useEffect } from 'react';
import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { useSession } from '../../../lib/session.tsx';
import { type MyItem, showroomSelection } from '../../../lib/showroom-selection.ts';
import { useDesignShowroom } from '../api/design-showroom.ts';
import { SavedDesign } from './DesignLoaders.tsx';
import { EditorWaiting } from './EditorLayout.tsx';

const same = (a: MyItem | null, b: MyItem | null) =>
  !!a && !!b && a.vsd_id.toUpperCase() === b.vsd_id.toUpperCase();

/**
 * A saved design opened (from /projects, a link, a reload) in the showroom it was made in (issue 21 C2): its
 * project's showroom is selected by itself, so the homeowner is never asked for the ID again and the prices
 * are that showroom's. Without one to find (a guest, a design without a project), the selected showroom
 * prices it, or the showroom ID is asked for as before.
 */
export function DesignInItsShowroom({
  id,
  selected,
  here,
}: {
  id: number;
  selected: MyItem | null;
  here: string;
}) {
  const { user } = useSession();
  const own = useDesignShowroom(id, user?.type === 'User');
  const found = own.data ?? null;
  useEffect(() => {
    if (found && !same(found, selected)) showroomSelection.select(found);
  }, [found, selected]);
  if (own.isLoading || (found && !same(found, selected)))
    return <EditorWaiting still={null} label="Opening your design" />;
  if (selected) return <SavedDesign key={id} id={id} showroom={selected} />;
  return (
    <div className="max-w-xl">
      <p className="mb-3 text-slate-700">
        Your room is designed with the products and prices of your pro's showroom. Enter its ID to begin.
      </p>
      <ShowroomEntry nextPath={here} />
    </div>
  );
}
