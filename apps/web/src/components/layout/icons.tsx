import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Small inline icons (no icon font, nothing from a CDN: the CSP allows only our own origin): 24-unit line
 * drawings in the current text colour, hidden from screen readers (the control around them is named).
 */
const icon =
  (drawing: ReactNode, defaults: IconProps = {}) =>
  (props: IconProps) => (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...defaults}
      {...props}
    >
      {drawing}
    </svg>
  );

export const CartIcon = icon(
  <>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </>,
);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="3.6" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </>,
);

export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);

export const ChevronRightIcon = icon(<path d="M9 6l6 6-6 6" />);

export const ChevronLeftIcon = icon(<path d="M15 6l-6 6 6 6" />);

export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);

/** The product mark: a house outline with a cube inside (design + materials). */
export const LogoMark = icon(
  <>
    <path d="M3 11.5L12 4l9 7.5" />
    <path d="M5.5 10v10h13V10" />
    <path d="M12 11.5l3.5 2v4L12 19.5l-3.5-2v-4z" />
  </>,
  { strokeWidth: 2 },
);
