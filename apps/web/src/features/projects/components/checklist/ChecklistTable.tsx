import {
  CHECKLIST_STATUS_LABELS,
  CHECKLIST_STATUSES,
  type ChecklistStatus,
} from '@app/domain/projects/checklist';
import type { ProjectChecklist } from '@app/domain/projects/checklist-view';
import type { SpacePhoto } from '@app/domain/projects/space-photos';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/Button.tsx';
import { focusRing } from '../../../../components/ui/focus-ring.ts';
import { paths } from '../../../../config/paths.ts';
import { STATUS_TONES } from '../ChecklistProgress.tsx';
import { PhotoPicture } from '../photos/PhotoPicture.tsx';
import { KIND_LABELS } from './ChecklistItemDialog.tsx';

type Item = ProjectChecklist['items'][number];

// Below 1024 px each row is a card of labelled cells (the label comes from data-label); a table above.
const place = 'block align-top lg:table-cell lg:px-3 lg:py-3';
const cell =
  `${place} before:mb-0.5 before:block before:text-xs before:font-medium before:text-slate-500 ` +
  'before:content-[attr(data-label)] lg:before:content-none';
const select = `h-9 w-full min-w-28 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:opacity-60 ${focusRing}`;

/**
 * The checklist's items: room, what (with its photo, opened full size), dimensions in both units, quantity,
 * notes, a status and an assignee changed in place, edit and remove. `changed` marks the items someone else
 * just changed.
 */
export function ChecklistTable({
  checklist,
  vsdId,
  changed,
  photos,
  disabled,
  onPhoto,
  onStatus,
  onAssignee,
  onEdit,
  onRemove,
}: {
  checklist: ProjectChecklist;
  vsdId: string | undefined;
  changed: Set<string>;
  /** The project's photos by id. */
  photos: ReadonlyMap<number, SpacePhoto>;
  disabled: boolean;
  onPhoto: (photo: SpacePhoto) => void;
  onStatus: (item: Item, status: ChecklistStatus) => void;
  onAssignee: (item: Item, assignee: number | null) => void;
  onEdit: (item: Item) => void;
  onRemove: (item: Item) => void;
}) {
  return (
    <table className="block w-full text-sm lg:table lg:overflow-hidden lg:rounded-lg lg:border lg:border-slate-200 lg:bg-white">
      <caption className="sr-only">Checklist items</caption>
      <thead className="hidden border-b border-slate-200 bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
        <tr>
          {['Room · item', 'Dimensions', 'Qty', 'Notes', 'Status', 'Assignee', ''].map((h) => (
            <th key={h} scope="col" className="px-3 py-2 font-semibold">
              {h || <span className="sr-only">Actions</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 lg:table-row-group lg:space-y-0 lg:divide-y lg:divide-slate-100">
        {checklist.items.map((item) => (
          <tr
            key={item.id}
            className={`grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border p-4 sm:grid-cols-4 lg:table-row lg:rounded-none lg:border-0 lg:p-0 ${
              changed.has(item.id) ? 'border-amber-300 bg-amber-50/60' : 'border-slate-200 bg-white'
            }`}
          >
            <td className={`${place} order-1 col-span-2 sm:col-span-4 lg:min-w-52`}>
              <div className="flex items-start gap-3">
                {photoOf(item, photos) && (
                  <ItemPhoto item={item} photo={photoOf(item, photos)!} onOpen={onPhoto} />
                )}
                <div className="min-w-0">
                  <span className="block text-xs font-medium text-slate-500">
                    {item.room} · {KIND_LABELS[item.kind]}
                  </span>
                  <span className="font-semibold text-slate-900">{item.title}</span>
                  {(item.product || changed.has(item.id)) && (
                    <span className="block text-xs">
                      {item.product && (
                        <Link to={paths.product(item.product, vsdId)} className="text-brand-700 underline">
                          See the product
                        </Link>
                      )}
                      {changed.has(item.id) && (
                        <span className="font-medium text-amber-800">
                          {item.product ? ' · ' : ''}Just changed
                        </span>
                      )}
                    </span>
                  )}
                </div>
              </div>
            </td>
            <td
              data-label="Dimensions"
              className={`${cell} order-2 sm:col-span-3 text-slate-700 lg:max-w-52`}
            >
              {item.dimensions_text || '—'}
            </td>
            <td data-label="Qty" className={`${cell} order-3 tabular-nums text-slate-900`}>
              {item.quantity}
            </td>
            <td
              data-label="Notes"
              className={`${cell} order-5 col-span-2 whitespace-pre-line text-slate-700 sm:col-span-4 lg:max-w-60`}
            >
              {item.notes || '—'}
            </td>
            <td data-label="Status" className={`${cell} order-6 sm:col-span-2 lg:w-36`}>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className={`size-2 shrink-0 rounded-full ${STATUS_TONES[item.status]}`}
                />
                <select
                  aria-label={`Status of ${item.title}`}
                  className={select}
                  value={item.status}
                  disabled={disabled}
                  onChange={(e) => onStatus(item, e.target.value as ChecklistStatus)}
                >
                  {CHECKLIST_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {CHECKLIST_STATUS_LABELS[s]}
                    </option>
                  ))}
                </select>
              </span>
            </td>
            <td data-label="Assignee" className={`${cell} order-7 sm:col-span-2 lg:w-40`}>
              <select
                aria-label={`Assignee of ${item.title}`}
                className={select}
                value={item.assignee_id ?? ''}
                disabled={disabled}
                onChange={(e) => onAssignee(item, e.target.value === '' ? null : Number(e.target.value))}
              >
                <option value="">Nobody</option>
                {checklist.members.map((m) => (
                  <option key={m.user_id} value={m.user_id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </td>
            <td className="order-8 col-span-2 flex justify-end gap-1 sm:col-span-4 lg:table-cell lg:px-3 lg:py-2 lg:align-top lg:text-right lg:whitespace-nowrap">
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => onEdit(item)}
                aria-label={`Edit ${item.title}`}
              >
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={disabled}
                onClick={() => onRemove(item)}
                aria-label={`Remove ${item.title}`}
              >
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const photoOf = (item: Item, photos: ReadonlyMap<number, SpacePhoto>) =>
  item.photo_id === null ? undefined : photos.get(item.photo_id);

/** An item's photo as a small thumbnail that opens it full size. */
function ItemPhoto({
  item,
  photo,
  onOpen,
}: {
  item: Item;
  photo: SpacePhoto;
  onOpen: (p: SpacePhoto) => void;
}) {
  return (
    <button
      type="button"
      className={`shrink-0 overflow-hidden rounded border border-slate-200 ${focusRing}`}
      aria-label={`Open the photo of ${item.title}`}
      onClick={() => onOpen(photo)}
    >
      <PhotoPicture
        path={photo.preview_url}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 object-cover"
      />
    </button>
  );
}
