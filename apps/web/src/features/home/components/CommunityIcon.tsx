import type { CommunityIcon as IconName } from '../../../content/marketing/home.ts';

/** Outline icons (24 px grid, stroke) for the 'Why join the community' cards. */
const PATHS: Record<IconName, string> = {
  cube: 'M12 2.5 3.5 7v10l8.5 4.5 8.5-4.5V7L12 2.5Zm0 0v0M3.5 7 12 11.5 20.5 7M12 11.5v10',
  lifebuoy:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-5a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6.4 3.4 3.6-3.6m5.6-5.6 3.6-3.6m0 12.8-3.6-3.6M9.2 9.2 5.6 5.6',
  truck:
    'M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.5v2.5h-7M7 18.5a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Zm10 0a1.8 1.8 0 1 0 0-3.6 1.8 1.8 0 0 0 0 3.6Z',
  chat: 'M4 5.5h16v10H9l-5 4v-14ZM8 9.5h8M8 12.5h5',
  people:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2 .8 3.5 3 3.5 5.7',
  tag: 'M3 12.2V4h8.2l9.3 9.3-8.2 8.2L3 12.2ZM7.5 8.5h.01',
};

export function CommunityIcon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
