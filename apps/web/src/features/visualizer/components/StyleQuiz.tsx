import { STYLE_QUESTIONS, type StyleAnswers } from '@app/domain/room/style-profile';
import { useState } from 'react';
import { StyleQuestions } from '../../../components/room/StyleQuestions.tsx';
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
      <StyleQuestions answers={answers} onAnswer={(q, o) => setAnswers((a) => ({ ...a, [q]: o }))} />
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
