import type { Checklist } from '@app/domain/designs/contract';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShowroomEntry } from '../../../components/showroom/ShowroomEntry.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Price } from '../../../components/ui/Price.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { paths, visualizeWith } from '../../../config/paths.ts';
import { addAllToCart } from '../../../lib/cart/cart.ts';
import { type DesignDraft, readDraft } from '../../../lib/design-draft.ts';
import { useSession } from '../../../lib/session.tsx';
import { type MyItem, selectedShowroomQuery, useSelectedShowroom } from '../../../lib/showroom-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { useChecklist } from '../api/checklist.ts';
import { ChecklistLines } from '../components/ChecklistLines.tsx';
import { RoomSamplesButton } from '../components/RoomSamplesButton.tsx';
import { useAddToProject } from '../hooks/use-add-to-project.ts';
import { useDesignSave } from '../hooks/use-design-save.ts';

/**
 * Add all to cart, in one request: a homeowner's design is saved first when it changed, so every cart line
 * (and so its order item) names the exact version it came from; a guest's lines go to the guest cart.
 */
function useAddAll(draft: DesignDraft, showroom: MyItem) {
  const { user } = useSession();
  const { save } = useDesignSave(showroom);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  async function addAll(checklist: Checklist) {
    setAdding(true);
    try {
      let design = draft;
      if (user?.type === 'User' && (design.dirty || design.designId === null)) {
        const saved = await save(design);
        if (!saved) return;
        design = saved;
      }
      const { message } = await addAllToCart({
        ...selectedShowroomQuery(showroom),
        items: checklist.lines.map((l) => ({
          product: l.product.hash,
          size_id: l.product.size_id,
          qty: l.qty,
        })),
        design:
          user?.type === 'User' && design.designId && design.version
            ? { id: design.designId, version: design.version }
            : undefined,
      });
      notify.success(message ?? 'Products added to cart successfully.', { nextPage: true });
      navigate(paths.cart);
    } catch {
      // The api client has said what went wrong.
    } finally {
      setAdding(false);
    }
  }
  return { addAll, adding };
}

function DesignChecklist({ draft, showroom }: { draft: DesignDraft; showroom: MyItem }) {
  const checklist = useChecklist(draft.document, selectedShowroomQuery(showroom));
  const { addAll, adding } = useAddAll(draft, showroom);
  const { addToProject, adding: addingToProject } = useAddToProject(draft, showroom);
  const homeowner = useSession().user?.type === 'User';
  const back = draft.floorTemplate
    ? visualizeWith({ floorplan: draft.floorplan, floorTemplate: draft.floorTemplate })
    : visualizeWith({ design: draft.designId ?? undefined });
  const data = checklist.data;
  return (
    <>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Project checklist</h1>
          <p className="text-sm text-slate-600">
            {draft.name}
            {draft.designId && draft.version ? ` · design #${draft.designId}, version ${draft.version}` : ''}
            {draft.dirty && draft.designId ? ' (changed since)' : ''}
          </p>
        </div>
        <Link to={back} className="text-sm font-medium text-brand-700 underline">
          Back to the 3-D design
        </Link>
      </div>
      {checklist.isPending ? (
        <div className="flex h-60 items-center justify-center">
          <Spinner label="Working out the quantities" />
        </div>
      ) : !data ? (
        <p role="alert" className="text-slate-700">
          The checklist could not be worked out.{' '}
          <button type="button" className="underline" onClick={() => void checklist.refetch()}>
            Try again
          </button>
        </p>
      ) : data.lines.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          Nothing to buy yet: choose products for the room's surfaces and fixtures in the{' '}
          <Link to={back} className="text-brand-700 underline">
            3-D design
          </Link>
          .
        </p>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <ChecklistLines lines={data.lines} doc={draft.document} />
          <aside
            aria-label="Checklist total"
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4"
          >
            <div className="flex items-baseline justify-between">
              <span className="text-slate-700">Subtotal</span>
              <Price cents={data.subtotal_cents} className="text-xl" />
            </div>
            <p className="text-xs text-slate-500">
              Tax and shipping are added at checkout, by the delivery address.
            </p>
            {data.problems.length > 0 && (
              <ul className="rounded-md bg-amber-50 p-2 text-sm text-amber-900" aria-label="Fit problems">
                {data.problems.map((p) => (
                  <li key={`${p.code}:${p.ids.join(',')}`}>{p.message}</li>
                ))}
              </ul>
            )}
            {data.unpriced.length > 0 && (
              <p className="text-sm text-amber-800">
                {data.unpriced.length} part(s) use a product this showroom no longer sells; they are left out.
              </p>
            )}
            <Button onClick={() => void addAll(data)} loading={adding} disabled={addingToProject} fullWidth>
              Add all to cart
            </Button>
            {homeowner && (
              <Button
                variant="outline"
                onClick={() => void addToProject(data)}
                loading={addingToProject}
                disabled={adding}
                fullWidth
              >
                Add to project checklist
              </Button>
            )}
            <RoomSamplesButton doc={draft.document} designId={draft.designId} />
          </aside>
        </div>
      )}
    </>
  );
}

/**
 * /visualize/checklist: the design's bill of materials with each surface's size, Add all to cart, and (a
 * homeowner's) Add to project checklist and Order samples.
 */
export default function ChecklistPage() {
  const { selected } = useSelectedShowroom();
  const draft = readDraft();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:py-10">
      {!draft ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <h1 className="text-2xl font-bold text-slate-900">Project checklist</h1>
          <p className="mt-2 text-slate-700">
            Your checklist comes from a room you design in 3-D.{' '}
            <Link to={paths.visualize} className="text-brand-700 underline">
              Design a room
            </Link>
          </p>
        </div>
      ) : !selected ? (
        <div className="max-w-xl">
          <h1 className="mb-3 text-2xl font-bold text-slate-900">Project checklist</h1>
          <p className="mb-3 text-slate-700">Enter your pro's showroom ID to price your checklist.</p>
          <ShowroomEntry nextPath={paths.visualizeChecklist} />
        </div>
      ) : (
        <DesignChecklist draft={draft} showroom={selected} />
      )}
    </div>
  );
}
