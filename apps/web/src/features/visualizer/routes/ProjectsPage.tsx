import type { DesignSummary } from '@app/domain/designs/contract';
import { formatDate } from '@app/domain/format/date';
import { floorPlanById } from '@app/domain/room/floor-plans';
import { templateById } from '@app/domain/room/templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { loginWithRedirect, paths, visualizeWith } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.tsx';
import { notify } from '../../../lib/toast.ts';
import { deleteDesign, useDesigns } from '../api/designs.ts';
import { PlanThumb } from '../components/PlanThumb.tsx';

function DesignCard({ design, onDelete }: { design: DesignSummary; onDelete: () => void }) {
  const plan = floorPlanById(design.floorplan);
  const template = design.floorTemplate ? templateById(design.floorTemplate) : null;
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {plan && <PlanThumb doc={plan.doc} className="aspect-[4/3] w-full" />}
      <h2 className="mt-3 font-semibold text-slate-900">{design.name}</h2>
      <p className="text-sm text-slate-600">
        {[plan?.name, template && `${template.style} ${template.palette}`].filter(Boolean).join(' · ')}
      </p>
      <p className="text-xs text-slate-500">
        Version {design.version} · saved {formatDate(design.updated_at)}
      </p>
      <div className="mt-3 flex gap-2">
        <Link to={visualizeWith({ design: design.id })} className={buttonClasses('primary', 'sm', 'flex-1')}>
          Open in 3-D
        </Link>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={`Delete ${design.name}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}

/** /projects: the homeowner's saved 3-D designs, to open again or delete, and a way to start another. */
export default function ProjectsPage() {
  const { user } = useSession();
  const homeowner = user?.type === 'User';
  const designs = useDesigns(homeowner);
  const client = useQueryClient();
  const [doomed, setDoomed] = useState<DesignSummary | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => deleteDesign(id),
    onSuccess: (message) => {
      setDoomed(null);
      notify.success(message ?? 'Design deleted.');
      void client.invalidateQueries({ queryKey: ['designs'] });
    },
  });
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 md:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Your projects</h1>
        <Link to={paths.visualize} className={buttonClasses('primary', 'md')}>
          Design a room
        </Link>
      </div>
      {!user ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          <Link to={loginWithRedirect(paths.projects)} className="text-brand-700 underline">
            Sign in
          </Link>{' '}
          to see the designs you saved.
        </p>
      ) : !homeowner ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          3-D designs are kept on homeowner accounts.
        </p>
      ) : designs.isPending ? (
        <div className="flex h-60 items-center justify-center">
          <Spinner label="Loading your designs" />
        </div>
      ) : designs.isError ? (
        <p role="alert" className="text-slate-700">
          Your designs could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void designs.refetch()}>
            Try again
          </button>
        </p>
      ) : designs.data.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          No saved designs yet. Pick a floor plan and a template, and save the room you make.
        </p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-label="Saved designs"
        >
          {designs.data.map((d) => (
            <DesignCard key={d.id} design={d} onDelete={() => setDoomed(d)} />
          ))}
        </ul>
      )}
      <Modal
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete this design?"
        description={doomed ? `“${doomed.name}” and all its versions will be deleted.` : undefined}
        size="sm"
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setDoomed(null)}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => doomed && remove.mutate(doomed.id)}
            >
              Delete
            </Button>
          </div>
        }
      />
    </div>
  );
}
