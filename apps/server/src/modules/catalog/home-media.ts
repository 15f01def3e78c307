/** The home page's 'Inspired Designs' tabs (spec point 2): 7 generated images each. */
export const INSPIRED_TABS = [
  { tab: 'Bathroom', slug: 'bathroom' },
  { tab: 'Kitchen', slug: 'kitchen' },
  { tab: 'Living Room', slug: 'living-room' },
  { tab: 'Landscaping/Outdoor', slug: 'landscaping-outdoor' },
] as const;
export const IMAGES_PER_TAB = 7;

export function inspiredDesigns() {
  return INSPIRED_TABS.map(({ tab, slug }) => ({
    tab,
    images: Array.from({ length: IMAGES_PER_TAB }, (_, i) => ({
      src: `/media/inspired/${slug}-${i + 1}.svg`,
      alt: `${tab} design idea ${i + 1}`,
    })),
  }));
}
