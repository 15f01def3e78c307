import { Component, type ReactNode } from 'react';

/** Without WebGL (or if the 3-D code fails to load) the rest of the editor keeps working. */
export class SceneBoundary extends Component<
  { children: ReactNode; onFailed?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed?.();
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="flex h-full items-center justify-center p-6 text-center text-sm text-slate-600"
      >
        This browser could not draw the 3-D view. You can still choose products from the list, change the
        room's size and see the checklist.
      </div>
    );
  }
}
