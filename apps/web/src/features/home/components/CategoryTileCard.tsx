import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring.ts';
import type { CategoryTile } from '../../../lib/catalog-types.ts';
import { rememberProductCategory, showroomCategoryPath } from '../api/choose-category.ts';

const tileClass = `group flex h-full w-full flex-col overflow-hidden rounded-lg bg-white text-left shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md ${focusRing}`;

function TileBody({ tile }: { tile: CategoryTile }) {
  return (
    <>
      <img
        src={tile.image}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full bg-slate-200 object-cover transition-transform motion-safe:group-hover:scale-105"
      />
      <span className="block px-3 py-2.5 text-sm font-semibold text-slate-900">{tile.name}</span>
    </>
  );
}

/**
 * One 'Shop by category' tile. With a showroom selected it links to the showroom page opened on the
 * category (and stores it as the product category); without one it asks for a showroom first.
 */
export function CategoryTileCard({
  tile,
  showroomSelected,
  onNeedShowroom,
}: {
  tile: CategoryTile;
  showroomSelected: boolean;
  onNeedShowroom: (tile: CategoryTile) => void;
}) {
  return showroomSelected ? (
    <Link to={showroomCategoryPath(tile)} className={tileClass} onClick={() => rememberProductCategory(tile)}>
      <TileBody tile={tile} />
    </Link>
  ) : (
    <button type="button" className={tileClass} aria-haspopup="dialog" onClick={() => onNeedShowroom(tile)}>
      <TileBody tile={tile} />
    </button>
  );
}
