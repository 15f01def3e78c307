import { z } from 'zod';
import { STYLES, type Style } from '../catalog/styles.ts';
import type { Palette, Template } from './templates.ts';

/**
 * The style profile (issue 10 point 3, spec point 1): a short quiz whose answers score the catalogue's
 * styles and pick a palette, so the templates of a room can be listed best match first. Kept on the account
 * (PUT /api/style_profile) or, for a guest, in the browser's storage.
 */
type Option = { id: string; label: string; styles: Partial<Record<Style, number>>; palette?: Palette };
export type Question = { id: string; prompt: string; options: readonly Option[] };

export const STYLE_QUESTIONS: readonly Question[] = [
  {
    id: 'feel',
    prompt: 'Which room would you rather come home to?',
    options: [
      { id: 'calm', label: 'Calm and uncluttered', styles: { Minimalist: 2, Modern: 1, Coastal: 1 } },
      { id: 'cozy', label: 'Warm and lived-in', styles: { Farmhouse: 2, Rustic: 2, Traditional: 1 } },
      { id: 'bold', label: 'Bold and dramatic', styles: { Luxury: 2, Industrial: 1, 'Mid-Century': 1 } },
      { id: 'classic', label: 'Classic and timeless', styles: { Traditional: 2, Transitional: 2 } },
    ],
  },
  {
    id: 'material',
    prompt: 'Pick the material you would touch first.',
    options: [
      { id: 'wood', label: 'Weathered wood', styles: { Rustic: 2, Farmhouse: 1 } },
      { id: 'marble', label: 'Polished marble', styles: { Luxury: 2, Transitional: 1 } },
      { id: 'concrete', label: 'Concrete and steel', styles: { Industrial: 2, Modern: 1 } },
      { id: 'linen', label: 'Linen and rattan', styles: { Coastal: 2, 'Mid-Century': 1 } },
    ],
  },
  {
    id: 'colour',
    prompt: 'Which colours feel like home?',
    options: [
      {
        id: 'light',
        label: 'Whites and soft neutrals',
        styles: { Coastal: 1, Minimalist: 1 },
        palette: 'light',
      },
      {
        id: 'warm',
        label: 'Honey, terracotta and brass',
        styles: { Farmhouse: 1, 'Mid-Century': 1 },
        palette: 'warm',
      },
      {
        id: 'dark',
        label: 'Charcoal, black and espresso',
        styles: { Industrial: 1, Luxury: 1 },
        palette: 'dark',
      },
    ],
  },
  {
    id: 'detail',
    prompt: 'How much detail do you like?',
    options: [
      { id: 'none', label: 'As little as possible', styles: { Minimalist: 2, Modern: 2 } },
      {
        id: 'some',
        label: 'A few well-chosen pieces',
        styles: { Transitional: 2, 'Mid-Century': 1, Coastal: 1 },
      },
      {
        id: 'lots',
        label: 'Pattern, trim and character',
        styles: { Traditional: 2, Farmhouse: 1, Luxury: 1 },
      },
    ],
  },
];

/** The answers as stored: question id → option id; every question answered with one of its options. */
export const styleAnswersSchema = z
  .record(z.string().max(20), z.string().max(20))
  .superRefine((answers, ctx) => {
    for (const q of STYLE_QUESTIONS) {
      const a = answers[q.id];
      if (!q.options.some((o) => o.id === a))
        ctx.addIssue({ code: 'custom', path: [q.id], message: 'Please choose one of the answers.' });
    }
    for (const key of Object.keys(answers))
      if (!STYLE_QUESTIONS.some((q) => q.id === key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'There is no such question.' });
  });
export type StyleAnswers = z.infer<typeof styleAnswersSchema>;

export type StyleProfile = { scores: Record<Style, number>; palette: Palette | null; top: Style };

/** The profile of a complete set of answers: each style's score, the palette chosen, the top style. */
export function styleProfileOf(answers: StyleAnswers): StyleProfile {
  const scores = Object.fromEntries(STYLES.map((s) => [s, 0])) as Record<Style, number>;
  let palette: Palette | null = null;
  for (const q of STYLE_QUESTIONS) {
    const option = q.options.find((o) => o.id === answers[q.id]);
    if (!option) continue;
    for (const [style, points] of Object.entries(option.styles) as Array<[Style, number]>)
      scores[style] += points;
    if (option.palette) palette = option.palette;
  }
  // Ties go to the earlier style of the catalogue's list, so the answer is the same every time.
  const top = STYLES.reduce((best, s) => (scores[s] > scores[best] ? s : best), STYLES[0]);
  return { scores, palette, top };
}

/** Templates best match first: by the score of their style, then their palette being the one chosen. */
export function rankTemplates(templates: readonly Template[], profile: StyleProfile): Template[] {
  const score = (t: Template) => profile.scores[t.style] * 10 + (t.palette === profile.palette ? 5 : 0);
  return [...templates].sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id));
}
