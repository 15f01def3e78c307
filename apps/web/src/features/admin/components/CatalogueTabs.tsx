import type { ReactNode } from 'react';
import { TabBar } from '../../../components/ui/TabBar.tsx';
import type { CatalogueTab } from './catalogue-params.ts';

const TABS: { id: CatalogueTab; label: string }[] = [
  { id: 'products', label: 'Products' },
  { id: 'brands', label: 'Brands' },
];

/**
 * The catalogue's two tabs (WAI-ARIA tabs, automatic activation: arrow keys, Home and End); the selected
 * one lives in the address, so a brand's "See its products" can switch tabs.
 */
export function CatalogueTabs({
  selected,
  onSelect,
  children,
}: {
  selected: CatalogueTab;
  onSelect: (tab: CatalogueTab) => void;
  children: ReactNode;
}) {
  return (
    <TabBar label="Catalogue" tabs={TABS} selected={selected} onSelect={onSelect}>
      {children}
    </TabBar>
  );
}
