import { brandScale } from '@app/domain/catalog/theme';
import { useLayoutEffect } from 'react';
import { useBranding } from '../lib/branding.ts';

/** Paints the brand colour scale with the branding in force, and restores the product's own colours after. */
export function BrandTheme() {
  const color = useBranding()?.color ?? null;
  useLayoutEffect(() => {
    const scale = color ? brandScale(color) : null;
    if (!scale) return;
    const root = document.documentElement.style;
    for (const [step, value] of Object.entries(scale)) root.setProperty(`--color-brand-${step}`, value);
    root.setProperty('--showroom-theme', color);
    return () => {
      for (const step of Object.keys(scale)) root.removeProperty(`--color-brand-${step}`);
      root.removeProperty('--showroom-theme');
    };
  }, [color]);
  return null;
}
