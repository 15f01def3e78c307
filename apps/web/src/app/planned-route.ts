import { createElement } from 'react';
import type { PlannedPageKey } from '../features/static/planned-pages.ts';
import { withTimeout } from './lazy-screen.ts';

/** A route's `lazy` for a screen a later issue builds: one generic page, told which one it stands for. */
export const lazyPlanned = (key: PlannedPageKey) => async () => {
  const { default: PlannedPage } = await withTimeout(import('../features/static/routes/PlannedPage.tsx'));
  return { Component: () => createElement(PlannedPage, { page: key }) };
};
