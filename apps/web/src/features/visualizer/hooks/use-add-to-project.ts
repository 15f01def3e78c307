import type { Checklist } from '@app/domain/designs/contract';
import { takeoffItems } from '@app/domain/projects/checklist-takeoff';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import type { DesignDraft } from '../../../lib/design-draft.ts';
import { appendToChecklist } from '../../../lib/project-checklist.ts';
import { type MyItem, showroomSelection } from '../../../lib/showroom-selection.ts';
import { notify } from '../../../lib/toast.ts';
import { getDesign } from '../api/designs.ts';
import { useDesignSave } from './use-design-save.ts';

export const NO_PROJECT = 'This design is in no project yet: start one from it on Your projects.';
export const ALREADY_ON_CHECKLIST = 'This room’s takeoff is already on the project checklist.';

/**
 * "Add to project checklist" (issue 24 point 2): the priced takeoff's lines become items of the checklist of
 * the project the design is in, in one step — each with its product link and quantity. The design is saved
 * first when it changed (the items name the saved design); lines already added from it are not added twice.
 * Then the project's checklist opens.
 */
export function useAddToProject(draft: DesignDraft, showroom: MyItem) {
  const { save } = useDesignSave(showroom);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  async function addToProject(takeoff: Checklist) {
    setAdding(true);
    try {
      let design = draft;
      if (design.dirty || design.designId === null) {
        const saved = await save(design);
        if (!saved) return;
        design = saved;
      }
      const designId = design.designId!;
      const projectId = (await getDesign(designId)).project ?? showroomSelection.project();
      if (projectId === undefined) {
        notify.error(NO_PROJECT);
        return;
      }
      const result = await appendToChecklist(
        projectId,
        (current) =>
          takeoffItems(
            { designId, room: design.name, doc: design.document, lines: takeoff.lines },
            current?.items ?? [],
          ).items,
      );
      if (result.added === 0) notify.info(ALREADY_ON_CHECKLIST, { nextPage: true });
      else notify.success(result.message ?? 'Checklist updated.', { nextPage: true });
      navigate(paths.project(projectId, 'checklist'));
    } catch (error) {
      // The api client has said what went wrong; a checklist that kept changing says so here.
      if (!isApiError(error)) notify.error(error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setAdding(false);
    }
  }
  return { addToProject, adding };
}
