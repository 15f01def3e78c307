import type { DesignPhoto } from '@app/domain/designs/photo';
import { apiPaths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/designs/{id}/versions/{n}/photo: the room's photo still kept with that version. */
export const saveDesignPhoto = async (id: number, version: number, photo: Blob) =>
  (await api.putBlob<DesignPhoto>(apiPaths.designPhoto(id, version), photo)).data;
