import { describe, expect, it } from 'vitest';
import { rankTemplates, STYLE_QUESTIONS, styleAnswersSchema, styleProfileOf } from './style-profile.ts';
import { templatesFor } from './templates.ts';

describe('the style profile', () => {
  const rustic = { feel: 'cozy', material: 'wood', colour: 'warm', detail: 'lots' };

  it('scores the answers: cozy, wood, warm and detailed is Farmhouse first in a warm palette', () => {
    const profile = styleProfileOf(rustic);
    // Farmhouse 2 + 1 + 1 + 1 = 5; Rustic 2 + 2 = 4; Traditional 1 + 2 = 3.
    expect(profile).toMatchObject({ top: 'Farmhouse', palette: 'warm' });
    expect(profile.scores).toMatchObject({ Farmhouse: 5, Rustic: 4, Traditional: 3, Modern: 0 });
  });

  it('lists a room’s templates best match first: the warm Farmhouse kitchen, then its other palettes', () => {
    const ranked = rankTemplates(templatesFor('kitchen'), styleProfileOf(rustic)).map((t) => t.id);
    expect(ranked.slice(0, 4)).toEqual([
      'kitchen-farmhouse-warm',
      'kitchen-farmhouse-dark',
      'kitchen-farmhouse-light',
      'kitchen-rustic-warm',
    ]);
    expect(ranked).toHaveLength(templatesFor('kitchen').length);
  });

  it('accepts only complete answers from the quiz’s own options, naming the question', () => {
    expect(styleAnswersSchema.safeParse(rustic).success).toBe(true);
    const issues = (v: unknown) =>
      styleAnswersSchema.safeParse(v).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues({ ...rustic, detail: 'maximal' })).toEqual(['detail: Please choose one of the answers.']);
    expect(issues({ ...rustic, extra: 'x' })).toEqual(['extra: There is no such question.']);
    expect(STYLE_QUESTIONS.every((q) => q.options.length >= 3)).toBe(true);
  });
});
