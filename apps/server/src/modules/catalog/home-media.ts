import { floorPlanById } from '@app/domain/room/floor-plans';
import { INSPIRED_ROOMS } from '@app/domain/room/showcase';
import { templateById } from '@app/domain/room/templates';

/** The home page's 'Inspired Designs' tabs (spec point 2), in the spec's order. */
export const INSPIRED_TABS = [
  { tab: 'Bathroom', slug: 'bathroom' },
  { tab: 'Kitchen', slug: 'kitchen' },
  { tab: 'Living Room', slug: 'living-room' },
  { tab: 'Landscaping/Outdoor', slug: 'landscaping-outdoor' },
] as const;

/**
 * Each tab's 7 designs: renders of real plans and templates by the 3-D engine (scripts/render-inspired.mjs
 * writes them to the web app's public/inspired), each opening its design in /visualize.
 */
export function inspiredDesigns() {
  return INSPIRED_TABS.map(({ tab, slug }) => ({
    tab,
    images: INSPIRED_ROOMS[slug].map(({ floorplan, floorTemplate }, i) => ({
      src: `/inspired/${slug}-${i + 1}.jpg`,
      alt: `${templateById(floorTemplate)?.name ?? 'Design'}, ${floorPlanById(floorplan)?.name ?? ''}`,
      href: `/visualize?${new URLSearchParams({ floorplan, floorTemplate })}`,
    })),
  }));
}
