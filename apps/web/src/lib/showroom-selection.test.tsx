import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type MyItem,
  selectedShowroomQuery,
  showroomSelection,
  useSelectedShowroom,
} from './showroom-selection.ts';
import { readStored, STORAGE_KEYS, writeStored } from './storage.ts';

const demo: MyItem = {
  showroom: 7,
  vsd_id: 'DEMO2026',
  company_name: 'Demo Remodeling Co.',
  theme_color: '#0f766e',
  business_logo: null,
  custom_addon: 1,
  basic_addon: 'active',
  showroom_subscription: 'active',
};

function Probe() {
  const { selected } = useSelectedShowroom();
  return <output>{selected ? `${selected.company_name} ${selected.vsd_id}` : 'none'}</output>;
}

describe('selected showroom (my_item)', () => {
  it('stores the selection under my_item and updates every reader', () => {
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    expect(screen.getAllByText('none')).toHaveLength(2);
    act(() => showroomSelection.select(demo));
    expect(screen.getAllByText('Demo Remodeling Co. DEMO2026')).toHaveLength(2);
    expect(readStored(STORAGE_KEYS.my_item)).toMatchObject({ showroom: 7, vsd_id: 'DEMO2026' });
    expect(selectedShowroomQuery()).toEqual({ showroom: 7, vsd_id: 'DEMO2026' });
    act(() => showroomSelection.clear());
    expect(screen.getAllByText('none')).toHaveLength(2);
    expect(readStored(STORAGE_KEYS.my_item)).toBeNull();
    expect(selectedShowroomQuery()).toEqual({});
  });

  it('keeps the visualizer keys of the same showroom and ignores a stored value without an id', () => {
    writeStored(STORAGE_KEYS.my_item, { ...demo, floorplan: 3 });
    showroomSelection.select({ ...demo, company_name: 'Renamed' });
    expect(readStored(STORAGE_KEYS.my_item)).toMatchObject({ floorplan: 3, company_name: 'Renamed' });
    writeStored(STORAGE_KEYS.my_item, { floorplan: 3 });
    expect(showroomSelection.get()).toBeNull();
  });
});
