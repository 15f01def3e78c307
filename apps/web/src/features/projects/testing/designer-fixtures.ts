import {
  type DesignerCard,
  type DesignerInboxItem,
  type DesignerRequest,
  designerCardSchema,
  designerInboxItemSchema,
  designerRequestSchema,
} from '@app/domain/projects/designers-view';
import { OWNER } from './fixtures.ts';

/** A request of project 5 (Ann's) to a designer, as the API answers it. */
export const requestOf = (over: Partial<DesignerRequest> = {}): DesignerRequest =>
  designerRequestSchema.parse({
    id: 70,
    project_id: 5,
    designer_id: 41,
    status: 'asked',
    asked_by_id: OWNER.user_id,
    message: 'Our kitchen, light and warm.',
    decline_reason: null,
    asked_at: '2026-11-22T18:00:00Z',
    answered_at: null,
    ...over,
  });

/** A designer as GET /api/hire_designer lists them (Dana, local to the showroom, by default). */
export const designerOf = (over: Partial<DesignerCard> = {}): DesignerCard =>
  designerCardSchema.parse({
    user_id: 41,
    name: 'Dana Lane',
    business: 'Dana Lane Interiors',
    city: 'San Francisco',
    state: 'CA',
    portfolio_count: 12,
    nearness: 'local',
    in_project: false,
    request: null,
    ...over,
  });

export const designerList = (designers: DesignerCard[]) => ({ project_id: 5, designers });

/** GET /api/pro/designer_requests's item: Ann's project asking Dana. */
export const inboxItemOf = (over: Partial<DesignerInboxItem> = {}): DesignerInboxItem =>
  designerInboxItemSchema.parse({
    ...requestOf(),
    project: { id: 5, name: 'Kitchen remodel', owner_name: 'Ann Lee', showroom: 'Carl Builds' },
    asked_by: { name: 'Ann Lee', role: 'owner' },
    rooms: [],
    ...over,
  });
