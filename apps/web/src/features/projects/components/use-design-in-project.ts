import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { showroomById } from '../../../components/showroom/showroom-by-id.ts';
import { paths } from '../../../config/paths.ts';
import { showroomSelection } from '../../../lib/showroom-selection.ts';

/**
 * A new room for this project: the visualizer saves a homeowner's new design into the stored selection's
 * project (`my_item.project`), priced in its showroom; so the project's showroom is selected and the project
 * remembered before /visualize opens.
 */
export function useDesignInProject(projectId: number, vsdId: string | undefined) {
  const navigate = useNavigate();
  // `to`: where in /visualize it opens (a room the homeowner measured opens as its plan).
  return async (event: MouseEvent, to: string = paths.visualize) => {
    event.preventDefault();
    const current = showroomSelection.get();
    if (vsdId && current?.vsd_id !== vsdId) {
      const item = await showroomById(vsdId).catch(() => null);
      if (item) showroomSelection.select(item);
    }
    showroomSelection.remember({ project: projectId });
    navigate(to);
  };
}
