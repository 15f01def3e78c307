import { DESIGN_MESSAGES } from '@app/domain/designs/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginWithRedirect } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { createProject } from '../../../lib/cart/cart.ts';
import { type DesignDraft, writeDraft } from '../../../lib/design-draft.ts';
import { useSession } from '../../../lib/session.tsx';
import { type MyItem, showroomSelection } from '../../../lib/showroom-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { storeVisualRedirect } from '../../../lib/visual-redirect.ts';
import { createDesign, saveDesign } from '../api/designs.ts';

export const SAVED = 'Your design is saved.';
export const HOMEOWNERS_ONLY = 'Designs are saved on a homeowner account.';

/**
 * The 3-D project a homeowner's first saved design belongs to: the stored one, else a new one (POST
 * /api/projectCart with is_3d, floorplan and floorTemplate), kept as `my_item.project`. It is not made the cart
 * (`is_cart: false`): the homeowner's cart stays the one they were filling.
 */
async function projectFor(draft: DesignDraft, showroom: MyItem): Promise<number> {
  const stored = showroomSelection.project();
  if (stored !== undefined) return stored;
  const { project_id } = await createProject({
    showroom: showroom.showroom,
    vsd_id: showroom.vsd_id,
    name: draft.name,
    is_3d: true,
    floorplan: draft.floorplan,
    floorTemplate: draft.floorTemplate ?? undefined,
    is_cart: false,
  });
  showroomSelection.remember({ project: project_id });
  return project_id;
}

/**
 * Saving the draft: a homeowner's goes to the designs API (a new design, else its next version from the
 * version it was made from), a project designer's as the design's next version; a guest is sent to sign in
 * with a visual redirect back here (spec point 4) and the draft marked to be saved on return. Answers the
 * saved draft, or null when nothing was saved.
 */
export function useDesignSave(showroom: MyItem) {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);

  async function save(draft: DesignDraft): Promise<DesignDraft | null> {
    if (!user) {
      const here = `${location.pathname}${location.search}`;
      writeDraft({ ...draft, saveAfterSignIn: true });
      storeVisualRedirect({
        showroom: showroom.showroom,
        vsd_id: showroom.vsd_id,
        floorplan: draft.floorplan,
        floorTemplate: draft.floorTemplate ?? '',
        redirect: here,
      });
      notify.info('Sign in or register to save your design. It will be here when you come back.');
      navigate(loginWithRedirect(here));
      return null;
    }
    // A project's designer (a pro) saves the owner's design as its next version (issue 24 point 5; the server
    // answers 404 to anyone else); a new design is a homeowner's.
    if (user.type !== 'User' && !draft.designId) {
      notify.error(HOMEOWNERS_ONLY);
      return null;
    }
    setSaving(true);
    try {
      const saved = draft.designId
        ? await saveDesign(draft.designId, {
            base_version: draft.version ?? 1,
            name: draft.name,
            document: draft.document,
          })
        : await createDesign({
            name: draft.name,
            floorplan: draft.floorplan,
            floorTemplate: draft.floorTemplate,
            project: await projectFor(draft, showroom),
            document: draft.document,
          });
      const next = {
        ...draft,
        designId: saved.id,
        version: saved.version,
        dirty: false,
        saveAfterSignIn: false,
      };
      writeDraft(next);
      notify.success(SAVED);
      return next;
    } catch (error) {
      // 409 is silent in the api client: say why here. Others already raised their toast.
      if (isApiError(error) && error.status === 409) notify.error(DESIGN_MESSAGES.stale);
      return null;
    } finally {
      setSaving(false);
    }
  }
  return { save, saving };
}
