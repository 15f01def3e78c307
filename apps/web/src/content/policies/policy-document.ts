import type { ReactNode } from 'react';

/** One numbered section of a full policy page; `id` is its anchor in the page's table of contents. */
export type PolicyPart = { id: string; title: string; body: ReactNode };
