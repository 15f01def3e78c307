import { checklistItemInput, checklistItemOf } from '@app/domain/projects/checklist';
import { formatDimensions } from '@app/domain/projects/checklist-dimensions';
import { checklistSchema, type ProjectChecklist } from '@app/domain/projects/checklist-view';
import {
  noChecklistCounts,
  type ProjectCard,
  type ProjectOverview,
  projectCardSchema,
  projectOverviewSchema,
} from '@app/domain/projects/overview';
import type { SpacePhoto } from '@app/domain/projects/space-photos';

export const OWNER = { user_id: 12, name: 'Ann Lee', role: 'owner' as const };
export const PRO = { user_id: 30, name: 'Carl Pro', role: 'pro' as const };

/** GET /api/project/{id}'s answer; Ann Lee (authUser()) owns it by default. */
export const overviewOf = (over: Partial<ProjectOverview> = {}): ProjectOverview =>
  projectOverviewSchema.parse({
    id: 5,
    name: 'Kitchen remodel',
    role: 'owner',
    showroom: { user_id: 30, company_name: 'Carl Builds', vsd_id: 'CARL0001' },
    created_at: '2026-11-20T18:00:00Z',
    shared_with_pro_at: null,
    rooms: [],
    checklist: noChecklistCounts(),
    people: [{ ...OWNER, email: 'ann@example.test', phone_number: '4155552671', company_name: null }],
    activity: { items: [], next_before: null },
    orders: [],
    ...over,
  });

/** A stored item as the API answers it (with its measures in words). */
export const itemOf = (id: string, fields: Record<string, unknown>) => {
  const item = checklistItemOf(checklistItemInput.parse({ room: 'Kitchen', kind: 'surface', ...fields }), id);
  return { ...item, dimensions_text: formatDimensions(item.dimensions, item.dimensions.unit) };
};

export const ITEM_A = '00000000-0000-4000-8000-00000000000a';
export const ITEM_B = '00000000-0000-4000-8000-00000000000b';
export const ITEM_C = '00000000-0000-4000-8000-00000000000c';

/** GET /api/projectChecklist/{projectId}'s answer for project 5. */
export const checklistOf = (version: number, items: ReturnType<typeof itemOf>[]): ProjectChecklist =>
  checklistSchema.parse({
    id: 9,
    project_id: 5,
    project_name: 'Kitchen remodel',
    title: '',
    notes: '',
    version,
    updated_at: '2026-11-21T18:00:00Z',
    items,
    members: [OWNER, PRO],
  });

export const cardOf = (over: Partial<ProjectCard> = {}): ProjectCard =>
  projectCardSchema.parse({
    id: 5,
    name: 'Kitchen remodel',
    role: 'owner',
    owner_name: 'Ann Lee',
    showroom: { user_id: 30, company_name: 'Carl Builds', vsd_id: 'CARL0001' },
    rooms: 1,
    checklist: { total: 4, to_decide: 1, chosen: 1, ordered: 1, installed: 1 },
    created_at: '2026-11-20T18:00:00Z',
    last_activity_at: '2026-11-21T18:00:00Z',
    shared_with_pro_at: null,
    ...over,
  });

/** A pagination record of cards, as GET /api/project and /api/pro/projects answer. */
export const cardsPage = (data: ProjectCard[]) => ({
  data,
  total: data.length,
  per_page: 10,
  current_page: 1,
  last_page: 1,
  path: 'http://localhost/api/project',
  links: [],
});

/** One of project 5's photos of the space, as GET /api/project/5/photos lists it. */
export const spacePhotoOf = (id: number, over: Partial<SpacePhoto> = {}): SpacePhoto => ({
  id,
  name: `photo-${id}.webp`,
  caption: '',
  room: '',
  width: 1200,
  height: 900,
  size: 200_000,
  url: `/api/projectChat/5/files/${id}`,
  preview_url: `/api/projectChat/5/files/${id}?size=preview`,
  added_by: { id: 12, name: 'Ann Lee' },
  can_delete: true,
  created_at: '2026-11-22T18:00:00Z',
  ...over,
});
