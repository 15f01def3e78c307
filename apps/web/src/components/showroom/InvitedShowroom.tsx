import { INVITE_QUERY } from '@app/domain/pros/invitations';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { getShopProfile, myItemOf } from '../../lib/showroom-lookup.ts';
import { showroomSelection } from '../../lib/showroom-selection.ts';

/**
 * A pro's client invitation link (`/register?shop_id=…&vsd_id=…&invite=…`, domain invitationPath) opens the
 * pro's showroom while the homeowner registers: the stored selection (my_item) becomes that showroom, so the
 * page wears its theme and the homeowner shops there afterwards. Only when the ID and the id name the same
 * live showroom; anything else leaves the selection alone. Renders nothing.
 */
export function InvitedShowroom() {
  const [query] = useSearchParams();
  const vsdId = query.get(INVITE_QUERY.vsdId);
  const shopId = Number(query.get(INVITE_QUERY.shopId));
  useEffect(() => {
    if (!vsdId || !Number.isInteger(shopId) || shopId < 1) return;
    if (showroomSelection.get()?.shop_id === shopId) return;
    const controller = new AbortController();
    getShopProfile(vsdId, controller.signal)
      .then((profile) => {
        if (profile && profile.id === shopId) showroomSelection.select(myItemOf(profile));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [vsdId, shopId]);
  return null;
}
