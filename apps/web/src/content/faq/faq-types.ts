import type { ReactNode } from 'react';
import type { PolicyContext } from '../policies/policy-figures.ts';

export type FaqEntry = { question: string; answer: ReactNode };

/** One FAQ tab; `audience` says who sees it (spec point 6: the contractor and customer tabs). */
export type FaqTopic = {
  id: string;
  label: string;
  audience: 'everyone' | 'Contractor' | 'User';
  entries: FaqEntry[];
};

export type FaqContext = PolicyContext;
