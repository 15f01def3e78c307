import { DESIGN_MESSAGES } from '@app/domain/designs/contract';
import { formatDateTime } from '@app/domain/format/date';
import type { ProjectRoom } from '@app/domain/projects/overview';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../../components/ui/Button.tsx';
import { FormAlert } from '../../../../components/ui/FormAlert.tsx';
import { LoadFailed, Loading } from '../../../../components/ui/LoadStates.tsx';
import { Modal } from '../../../../components/ui/Modal.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { notify } from '../../../../lib/toast.ts';
import { restoreVersion, useDesignVersions, versionsKey } from '../../api/design-versions.ts';
import { overviewKey } from '../../api/projects.ts';

/** Why a restore was refused, in the server's words (a 409: someone saved meanwhile; a 422: not kept). */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return error.body?.message ?? DESIGN_MESSAGES.stale;
  if (error.status === 422) return Object.values(error.fieldErrors).flat().join(' ') || null;
  return null;
}

/**
 * A room's versions (GET /api/designs/{id}/versions), newest first: each save of the homeowner or a designer
 * is one. The owner restores an older one, which saves it as the newest version (nothing is lost: the
 * version restored past stays in the list).
 */
export function RoomVersionsDialog({
  room,
  projectId,
  canRestore,
  onClose,
}: {
  room: ProjectRoom | null;
  projectId: number;
  canRestore: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const versions = useDesignVersions(room?.id ?? 0, room !== null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const restore = async (designId: number, version: number, newest: number) => {
    setRestoring(version);
    setRefusal(null);
    try {
      const { message } = await restoreVersion(designId, version, newest);
      notify.success(message ?? DESIGN_MESSAGES.restored);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setRestoring(null);
      await Promise.all([
        client.invalidateQueries({ queryKey: versionsKey(designId) }),
        client.invalidateQueries({ queryKey: overviewKey(projectId) }),
      ]);
    }
  };

  let body: ReactNode = null;
  if (room && versions.isPending) body = <Loading label="Loading the versions" />;
  else if (room && versions.isError)
    body = <LoadFailed what="The versions" onRetry={() => void versions.refetch()} />;
  else if (room && versions.data) {
    const { version: newest, versions: list } = versions.data;
    body = (
      <ol aria-label={`Versions of ${room.name}`} className="divide-y divide-slate-100">
        {list.map((v) => (
          <li key={v.version} className="flex items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <div>
              <p className="font-medium text-slate-900">
                Version {v.version}
                {v.version === newest && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                    Current
                  </span>
                )}
              </p>
              <p className="text-slate-600">Saved {formatDateTime(v.created_at)}</p>
            </div>
            {canRestore && v.version !== newest && (
              <Button
                size="sm"
                variant="outline"
                loading={restoring === v.version}
                disabled={restoring !== null}
                onClick={() => void restore(room.id, v.version, newest)}
                aria-label={`Restore version ${v.version}`}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Modal
      open={room !== null}
      onOpenChange={(open) => !open && close()}
      title={room ? `Versions of ${room.name}` : ''}
      description={
        canRestore
          ? 'Every save is kept as a version (the newest 50). Restoring one saves it as a new version, so nothing is lost.'
          : 'Every save is kept as a version (the newest 50); the homeowner can restore an older one.'
      }
      footer={
        <>
          {refusal && (
            <div className="basis-full">
              <FormAlert>{refusal}</FormAlert>
            </div>
          )}
          <Button variant="ghost" onClick={close}>
            Done
          </Button>
        </>
      }
    >
      {body}
    </Modal>
  );
}
