import { STYLE_QUESTIONS } from '@app/domain/room/style-profile';

/**
 * The style profile's questions (domain room/style-profile.ts), one set of choices each. Shared by the
 * visualizer's quiz and the AI designer's request; the caller owns the answers and what saving means.
 */
export function StyleQuestions({
  answers,
  onAnswer,
  className = 'grid gap-5 md:grid-cols-2',
}: {
  answers: Record<string, string>;
  onAnswer: (questionId: string, optionId: string) => void;
  className?: string;
}) {
  return (
    <div className={className}>
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
                  onChange={() => onAnswer(q.id, o.id)}
                  className="size-4 accent-brand-600"
                />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
