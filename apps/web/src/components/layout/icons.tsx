import type { SVGProps } from 'react';

/** Small inline icons (no icon font, nothing from a CDN: the CSP allows only our own origin). */
const base = (props: SVGProps<SVGSVGElement>) => ({
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  ...props,
});

export const CartIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
    <circle cx="9.5" cy="19.5" r="1.3" />
    <circle cx="17" cy="19.5" r="1.3" />
  </svg>
);

export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <circle cx="12" cy="8" r="3.6" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </svg>
);

export const ChevronDownIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);

export const ChevronRightIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);

export const ExternalIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base(p)}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </svg>
);

/** The product mark: a house outline with a cube inside (design + materials). */
export const LogoMark = (p: SVGProps<SVGSVGElement>) => (
  <svg aria-hidden="true" {...base({ strokeWidth: 2, ...p })}>
    <path d="M3 11.5L12 4l9 7.5" />
    <path d="M5.5 10v10h13V10" />
    <path d="M12 11.5l3.5 2v4L12 19.5l-3.5-2v-4z" />
  </svg>
);
