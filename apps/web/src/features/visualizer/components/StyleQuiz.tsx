import { STYLE_QUESTIONS, type StyleAnswers } from '@app/domain/room/style-profile';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';

/** The style profile's four questions; Save is enabled once each has an answer. */
export function StyleQuiz({
  initial,
  saving,
  onSave,
  onCancel,
}: {
  initial: StyleAnswers | null;
  saving: boolean;
  onSave: (answers: StyleAnswers) => void;
  onCancel: () => void;
}) {
  const [answers, setAnswers] = useState<Record<string, string>>(initial ?? {});
  const complete = STYLE_QUESTIONS.every((q) => answers[q.id]);
  return (
    <form
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-6"
      aria-label="Style profile"
      onSubmit={(e) => {
        e.preventDefault();
        if (complete) onSave(answers as StyleAnswers);
      }}
    >
      <div className="grid gap-5 md:grid-cols-2">
        {STYLE_QUESTIONS.map((q) => (
          <fieldset key={q.id}>
            <legend className="text-sm font-semibold text-slate-900">{q.prompt}</legend>
            <div className="mt-2 flex flex-col gap-1.5">
              {q.options.map((o) => (
                <label key={o.id} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="radio"
                    name={q.id}
                    value={o.id}
                    checked={answers[q.id] === o.id}
                    onChange={() => setAnswers((a) => ({ ...a, [q.id]: o.id }))}
                    className="size-4 accent-brand-600"
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div className="mt-5 flex gap-3">
        <Button type="submit" disabled={!complete} loading={saving}>
          Save my style
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
