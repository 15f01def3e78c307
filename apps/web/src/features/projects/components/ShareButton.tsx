import { SHARE_MESSAGES } from '@app/domain/projects/share';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/toast.ts';
import { overviewKey, shareProject } from '../api/projects.ts';

/**
 * "Share with contractor" (issue 24 point 3): the spec's GET /api/project/share_to_contractor/{id}; its answer
 * is the toast (a project without a showroom sets one first: SetShowroom).
 */
export function ShareButton({ projectId }: { projectId: number }) {
  const client = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const share = async () => {
    setSharing(true);
    try {
      const { message } = await shareProject(projectId);
      notify.success(message ?? SHARE_MESSAGES.shared);
      await client.invalidateQueries({ queryKey: overviewKey(projectId) });
    } catch (error) {
      // A 422 names its field (no showroom open any more): the toast says it in the server's words.
      if (isApiError(error) && error.status === 422)
        notify.error(error.fieldErrors.project?.[0] ?? SHARE_MESSAGES.noShowroom);
    } finally {
      setSharing(false);
    }
  };
  return (
    <Button onClick={() => void share()} loading={sharing}>
      Share with contractor
    </Button>
  );
}
