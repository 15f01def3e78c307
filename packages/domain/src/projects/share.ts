import { z } from 'zod';

/** Sharing a project with its showroom's contractor (issue 24 point 3): the server's answers, the page's words. */
export const SHARE_MESSAGES = {
  shared: 'Project shared with your contractor.',
  ownerOnly: 'Only the owner of the project can share it.',
  noShowroom: 'Choose a showroom for this project before sharing it.',
} as const;

/** GET /api/project/share_to_contractor/{projectId}: who it was shared with, and since when. */
export const sharedProjectSchema = z.object({
  project_id: z.number().int(),
  shared_at: z.string(),
  pro: z.object({ user_id: z.number().int(), name: z.string(), company_name: z.string() }),
});
export type SharedProject = z.infer<typeof sharedProjectSchema>;
