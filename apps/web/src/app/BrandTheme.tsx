import { brandScale } from '@app/domain/catalog/theme';
import { useBranding } from '../lib/branding.ts';

/**
 * The brand colour scale with the branding in force, as a style rule drawn with the page: a page the server
 * draws arrives in its showroom's colours, and hydration finds the same rule (no restyle of the whole page
 * after it, no flash of the default colours). The product's own colours return when it is not drawn.
 */
export function BrandTheme() {
  const color = useBranding()?.color?.trim() ?? null;
  const scale = color ? brandScale(color) : null;
  if (!color || !scale) return null;
  // brandScale took the colour only as #rrggbb: nothing else can reach the rule.
  const steps = Object.entries(scale).map(([step, value]) => `--color-brand-${step}:${value};`);
  return <style>{`:root{${steps.join('')}--showroom-theme:${color}}`}</style>;
}
