import type { AiDesign } from '@app/domain/ai-design/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { getShopProfile, myItemOf } from '../../lib/showroom-lookup.ts';
import { useSelectedShowroom } from '../../lib/showroom-selection.ts';
import { notify } from '../../lib/toast.ts';
import { openInRoom } from './design-room.ts';

/**
 * "Open in 3-D room": the design stored as the visualizer's draft, in the showroom it was priced in (selected
 * first when another is selected now, so /visualize, its checklist and the cart price it the same), then
 * /visualize on its plan and template.
 */
export function useOpenInRoom(showroom: string) {
  const navigate = useNavigate();
  const { selected, select } = useSelectedShowroom();
  const [opening, setOpening] = useState<number | null>(null);

  async function open(design: AiDesign) {
    setOpening(design.index);
    try {
      if (selected?.vsd_id.toUpperCase() !== showroom.toUpperCase()) {
        const profile = await getShopProfile(showroom).catch(() => null);
        if (!profile) {
          notify.error('The showroom these designs were priced in is no longer open.');
          return;
        }
        select(myItemOf(profile));
      }
      const url = openInRoom(design);
      if (url) navigate(url);
    } finally {
      setOpening(null);
    }
  }
  return { open, opening };
}
