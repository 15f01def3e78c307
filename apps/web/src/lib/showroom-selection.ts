import { useSyncExternalStore } from 'react';
import type { MyItem } from './my-item.ts';
import { useRenderedPage } from './rendered-page.tsx';
import {
  getShowroomCookie,
  readStored,
  removeStored,
  STORAGE_KEYS,
  setShowroomCookie,
  writeStored,
} from './storage.ts';

export type { MyItem };

const listeners = new Set<() => void>();
/**
 * Cached by the raw stored text, so useSyncExternalStore sees the same object until `my_item` changes,
 * even when someone else writes or removes the key (logout, the visualizer).
 */
let cache: { raw: string | null; item: MyItem | null } = { raw: null, item: null };

function rawStored(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.my_item);
  } catch {
    return null;
  }
}

function parse(): MyItem | null {
  return asMyItem(readStored<Partial<MyItem>>(STORAGE_KEYS.my_item));
}

/** A selection's fields, in one order, or null when it is not one. */
function asMyItem(stored: Partial<MyItem> | null | undefined): MyItem | null {
  if (!stored || typeof stored !== 'object') return null;
  // The visualizer adds is_3d, floorplan... to my_item later; a selection needs at least these two.
  if (typeof stored.showroom !== 'number' || typeof stored.vsd_id !== 'string') return null;
  return {
    showroom: stored.showroom,
    shop_id: typeof stored.shop_id === 'number' ? stored.shop_id : null,
    vsd_id: stored.vsd_id,
    company_name: stored.company_name ?? '',
    theme_color: stored.theme_color ?? null,
    business_logo: stored.business_logo ?? null,
    custom_addon: stored.custom_addon ?? null,
    basic_addon: stored.basic_addon ?? null,
    showroom_subscription: stored.showroom_subscription ?? null,
  };
}

/** Tells subscribers, and keeps the server's cookie (setShowroomCookie) naming what is stored now. */
function emit() {
  syncShowroomCookie();
  for (const listener of listeners) listener();
}

/** The cookie follows `my_item` however it changed (a selection, logout, another tab, storage cleared). */
export function syncShowroomCookie() {
  const vsdId = showroomSelection.get()?.vsd_id ?? null;
  if (getShowroomCookie() !== vsdId) setShowroomCookie(vsdId);
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === STORAGE_KEYS.my_item) emit();
}

/** A tiny external store over `my_item`, so every component (header theme, home page, menus) updates. */
export const showroomSelection = {
  get(): MyItem | null {
    const raw = rawStored();
    if (raw !== cache.raw) cache = { raw, item: raw === null ? null : parse() };
    return cache.item;
  },
  select(item: MyItem) {
    // Keep extra keys other features stored in my_item (visualizer: is_3d, floorplan, floorTemplate, project).
    const previous = readStored<Record<string, unknown>>(STORAGE_KEYS.my_item);
    const keep = previous && typeof previous === 'object' && previous.vsd_id === item.vsd_id ? previous : {};
    writeStored(STORAGE_KEYS.my_item, { ...keep, ...item });
    emit();
  },
  clear() {
    removeStored(STORAGE_KEYS.my_item);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab choosing a showroom updates this one too.
    if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.removeEventListener('storage', onStorage);
    };
  },
  /** Tell subscribers that `my_item` was written elsewhere in this tab. */
  notify: emit,
  /**
   * The visualizer's keys of spec point 3 (is_3d, floorplan, floorTemplate, project) added to the stored
   * selection; nothing is written without a selection.
   */
  remember(extra: { is_3d?: number; floorplan?: string; floorTemplate?: string | null; project?: number }) {
    const item = readStored<Record<string, unknown>>(STORAGE_KEYS.my_item);
    if (!item || typeof item !== 'object') return;
    writeStored(STORAGE_KEYS.my_item, { ...item, ...extra });
    emit();
  },
  /** The project of the stored selection (`my_item.project`), if any. */
  project(): number | undefined {
    const project = readStored<{ project?: unknown }>(STORAGE_KEYS.my_item)?.project;
    return typeof project === 'number' ? project : undefined;
  },
};

/** `rendered` when `stored` says the same (the same fields in the same order, as JSON), else `stored`. */
const sameOrStored = (rendered: MyItem | null, stored: MyItem | null) =>
  rendered && stored && JSON.stringify(asMyItem(rendered)) === JSON.stringify(stored) ? rendered : stored;

export function useSelectedShowroom() {
  // A page the server drew (src/ssr) was drawn for the showroom it knew (the URL's or the cookie's): hydration
  // starts from that and then shows the stored one, instead of redrawing the whole page.
  // The stored one is the drawn one when they say the same: hydration then ends with nothing to draw again
  // (a store's change is drawn synchronously, in one long task).
  const { showroom } = useRenderedPage();
  const selected = useSyncExternalStore(
    showroomSelection.subscribe,
    () => sameOrStored(showroom, showroomSelection.get()),
    () => showroom,
  );
  return { selected, select: showroomSelection.select, clear: showroomSelection.clear };
}

/** The showroom parameters for catalogue calls (`showroom` = the pro's user id, plus its `vsd_id`). */
export function selectedShowroomQuery(item: MyItem | null = showroomSelection.get()): {
  showroom?: number;
  vsd_id?: string;
} {
  return item ? { showroom: item.showroom, vsd_id: item.vsd_id } : {};
}
