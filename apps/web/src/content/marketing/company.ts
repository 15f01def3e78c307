/** Marketing claims of spec point 1, worded once for the About, How it Works and Pro Account pages. */
export const SAVINGS = {
  upTo: '60%',
  averages: [
    { room: 'Kitchen', saving: '55%' },
    { room: 'Bathroom', saving: '30%' },
    { room: 'Outdoor', saving: '40%' },
  ],
} as const;

export const CATALOGUE_FACTS = [
  { figure: '50+', label: 'floor plans' },
  { figure: '100+', label: 'design templates' },
  { figure: '25,000+', label: 'materials' },
  { figure: 'Free', label: 'nationwide delivery' },
] as const;

/** The four steps of /how-it-works (spec point 2). */
export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Choose a floor plan',
    text: 'Start from one of over 50 floor plans of kitchens, bathrooms, living rooms and outdoor spaces, or upload a photo of your own space and its dimensions.',
  },
  {
    title: 'Choose a template',
    text: 'Pick one of over 100 templates designed by professionals, or take the style profile and let us suggest the ones that fit your taste.',
  },
  {
    title: 'Explore the virtual showroom',
    text: 'Walk through your room in 3-D and swap tiles, countertops, faucets and lights from your pro’s showroom until it looks right, at your pro’s prices.',
  },
  {
    title: 'Finalize materials',
    text: 'Agree the checklist and dimensions with your contractor, get an exact shoppable list of materials, and check out once for every vendor with free delivery.',
  },
] as const;
