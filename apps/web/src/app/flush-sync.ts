import { flushSync } from 'react-dom';

/** For <RouterProvider flushSync>: navigate({ flushSync: true }) renders the new page before it resolves. */
export const routerFlushSync = (fn: () => unknown): undefined => {
  flushSync(fn);
};
