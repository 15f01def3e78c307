import { useEffect, useRef, useState } from 'react';
import { useMenu } from '../../lib/menu.ts';
import { focusRing } from '../ui/focus-ring.ts';
import { DepartmentPanel } from './DepartmentPanel.tsx';
import { ChevronDownIcon } from './icons.tsx';

type Opened = { id: number; by: 'hover' | 'click' } | null;
const HOVER_CLOSE_MS = 150;

/**
 * The department bar of wide screens (1200 px and up, spec point 2): each department opens a panel of its
 * categories and sub-categories plus 'Shop All' — on hover, and on click or Enter/Space/ArrowDown for
 * touch and keyboard. Escape, a click elsewhere or focus leaving the bar closes it.
 */
export function DepartmentMenu({ dark }: { dark: boolean }) {
  const { data: departments, isPending } = useMenu();
  const [opened, setOpened] = useState<Opened>(null);
  const bar = useRef<HTMLElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpened(null);
    };
    // Escape closes a panel opened by hover too (focus may be anywhere); focus inside goes back to its button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (bar.current?.contains(document.activeElement))
        bar.current.querySelector<HTMLElement>(`[data-department="${opened.id}"]`)?.focus();
      setOpened(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [opened]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const barClasses = `relative hidden min-[1200px]:block ${dark ? 'border-t border-white/10' : 'border-t border-slate-200'}`;
  // While the menu loads, an empty bar of the same height holds its place: the page below does not
  // jump 41 px when the departments arrive (issue 23: no layout shift).
  if (isPending)
    return (
      <div aria-hidden="true" data-testid="department-bar-placeholder" className={`${barClasses} h-10`} />
    );
  if (!departments?.length) return null;

  const hoverOpen = (id: number) => {
    window.clearTimeout(closeTimer.current);
    setOpened((current) => (current?.id === id ? current : { id, by: 'hover' }));
  };
  const hoverClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(
      () => setOpened((current) => (current?.by === 'hover' ? null : current)),
      HOVER_CLOSE_MS,
    );
  };
  const panelLinks = () => bar.current?.querySelectorAll<HTMLElement>('[data-department-panel] a') ?? [];

  return (
    <nav
      ref={bar}
      aria-label="Departments"
      className={barClasses}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpened(null);
      }}
    >
      <ul className="mx-auto flex h-10 max-w-7xl items-center gap-1 px-6">
        {departments.map((department) => {
          const isOpen = opened?.id === department.id;
          const panelId = `department-panel-${department.id}`;
          return (
            <li key={department.id} onMouseEnter={() => hoverOpen(department.id)} onMouseLeave={hoverClose}>
              <button
                type="button"
                data-department={department.id}
                aria-expanded={isOpen}
                aria-controls={isOpen ? panelId : undefined}
                onClick={() =>
                  setOpened((current) =>
                    current?.id === department.id && current.by === 'click'
                      ? null
                      : { id: department.id, by: 'click' },
                  )
                }
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return;
                  event.preventDefault();
                  setOpened({ id: department.id, by: 'click' });
                  requestAnimationFrame(() => panelLinks()[0]?.focus());
                }}
                className={`flex items-center gap-1 rounded-md px-3 py-2.5 text-sm font-medium ${
                  dark ? 'hover:bg-white/10' : 'hover:bg-slate-100'
                } ${isOpen ? (dark ? 'bg-white/10' : 'bg-slate-100') : ''} ${focusRing}`}
              >
                {department.name}
                <ChevronDownIcon
                  className={`size-4 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
              {isOpen && (
                <DepartmentPanel id={panelId} department={department} onNavigate={() => setOpened(null)} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
