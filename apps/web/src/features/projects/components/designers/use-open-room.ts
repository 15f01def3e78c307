import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { showroomById } from '../../../../components/showroom/showroom-by-id.ts';
import { visualizeWith } from '../../../../config/paths.ts';
import { showroomSelection } from '../../../../lib/showroom-selection.ts';

/**
 * A designer opening a project's room in /visualize: the visualizer finds a homeowner's design's showroom
 * through their cart, which is not the designer's, so the project's showroom is selected here first (its
 * products and prices) and the room opens in it. Their saves are new versions of the owner's design.
 */
export function useOpenRoomAsDesigner(vsdId: string | undefined) {
  const navigate = useNavigate();
  return async (event: MouseEvent, designId: number) => {
    event.preventDefault();
    if (vsdId && showroomSelection.get()?.vsd_id !== vsdId) {
      const item = await showroomById(vsdId).catch(() => null);
      if (item) showroomSelection.select(item);
    }
    navigate(visualizeWith({ design: designId }));
  };
}
