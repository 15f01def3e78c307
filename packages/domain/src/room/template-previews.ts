import type { Style } from '../catalog/styles.ts';
import type { PlanKind } from './floor-plans.ts';
import type { Template } from './templates.ts';

/**
 * A template's preview: a still of its kind of room in its style, rendered by the 3-D engine
 * (scripts/render-template-previews.mjs) and served from the web app's public folder. One per style and kind:
 * the three palettes of a style share it, and the picker shows each palette beside it.
 */
export const templatePreviewName = (kind: PlanKind, style: Style) =>
  `${kind}-${style.toLowerCase().replace(/[^a-z]+/g, '-')}.jpg`;

export const templatePreviewUrl = (template: Pick<Template, 'kind' | 'style'>) =>
  `/templates/${templatePreviewName(template.kind, template.style)}`;
