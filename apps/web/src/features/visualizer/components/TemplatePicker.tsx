import type { FloorPlan } from '@app/domain/room/floor-plans';
import { rankTemplates, styleProfileOf } from '@app/domain/room/style-profile';
import { templatePreviewUrl } from '@app/domain/room/template-previews';
import { PALETTES, templatesFor } from '@app/domain/room/templates';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLAN_KIND_LABELS } from '../../../components/room/PlanKindTabs.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { swatchFor, UNKNOWN_SWATCH } from '../../../components/ui/colour-swatches.ts';
import { visualizeWith } from '../../../config/paths.ts';
import { useStyleAnswers } from '../../../lib/style-profile.ts';
import { StyleQuiz } from './StyleQuiz.tsx';

/** Step 2 of /visualize: the plan's templates, best match for the style profile first. */
export function TemplatePicker({ plan }: { plan: FloorPlan }) {
  const { answers, save } = useStyleAnswers();
  const [quizOpen, setQuizOpen] = useState(false);
  const profile = answers ? styleProfileOf(answers) : null;
  const templates = profile ? rankTemplates(templatesFor(plan.kind), profile) : templatesFor(plan.kind);
  return (
    <section aria-labelledby="template-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="template-heading" className="text-xl font-semibold text-slate-900">
            2. Choose a template
          </h2>
          <p className="text-sm text-slate-600">
            For your {PLAN_KIND_LABELS[plan.kind].toLowerCase()}: {plan.name}.{' '}
            <Link to={visualizeWith({})} className="text-brand-700 underline">
              Change the plan
            </Link>
          </p>
        </div>
        <Button variant="outline" onClick={() => setQuizOpen((o) => !o)} aria-expanded={quizOpen}>
          {profile ? `Your style: ${profile.top} · retake the quiz` : 'Take the style profile'}
        </Button>
      </div>
      {quizOpen && (
        <div className="mt-4">
          <StyleQuiz
            initial={answers}
            saving={save.isPending}
            onCancel={() => setQuizOpen(false)}
            onSave={(a) => save.mutate(a, { onSuccess: () => setQuizOpen(false) })}
          />
        </div>
      )}
      <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5" aria-label="Templates">
        {templates.map((t, i) => (
          <li key={t.id}>
            <Link
              to={visualizeWith({ floorplan: plan.id, floorTemplate: t.id })}
              className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <img
                src={templatePreviewUrl(t)}
                alt=""
                width={360}
                height={225}
                loading="lazy"
                className="aspect-[8/5] w-full rounded bg-slate-100 object-cover"
                // A kind whose stills are not rendered yet shows its palette alone.
                onError={(e) => {
                  e.currentTarget.hidden = true;
                }}
              />
              <span className="mt-2 flex h-3 overflow-hidden rounded" aria-hidden="true">
                {PALETTES[t.palette].slice(0, 5).map((c) => (
                  <span key={c} className="flex-1" style={{ background: swatchFor(c) ?? UNKNOWN_SWATCH }} />
                ))}
              </span>
              <span className="mt-2 text-sm font-semibold text-slate-900">{t.name}</span>
              <span className="text-xs text-slate-500">
                {t.style} · {t.palette} palette
              </span>
              {profile && i < 3 && (
                <span className="mt-1 w-fit rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">
                  Matches your style
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
