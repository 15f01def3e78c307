import { STYLE_QUESTIONS, type StyleAnswers, styleProfileOf } from '@app/domain/room/style-profile';
import { StyleQuestions } from '../../../components/room/StyleQuestions.tsx';
import { type RequestErrors, styleError } from '../request-form.ts';
import { FormSection } from './FormSection.tsx';

/** The style the answers point to, in words ("Farmhouse, warm palette"), once every question is answered. */
export function styleSummary(answers: Record<string, string>): string | null {
  if (!STYLE_QUESTIONS.every((q) => answers[q.id])) return null;
  const profile = styleProfileOf(answers as StyleAnswers);
  return profile.palette ? `${profile.top}, ${profile.palette} palette` : profile.top;
}

/** 2. The style: the style profile's quiz, started from the saved answers when there are any. */
export function StyleSection({
  answers,
  errors,
  fromProfile,
  onChange,
}: {
  answers: Record<string, string>;
  errors: RequestErrors;
  /** The answers came from the saved style profile. */
  fromProfile: boolean;
  onChange: (answers: Record<string, string>) => void;
}) {
  const summary = styleSummary(answers);
  const error = styleError(errors);
  return (
    <FormSection
      number={2}
      title="Your style"
      hint={
        fromProfile
          ? 'From your style profile. Change any answer for these designs.'
          : 'Four quick questions: the designer leans every pick toward your answers.'
      }
      aside={
        summary && (
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{summary}</p>
        )
      }
    >
      {error && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {error}
        </p>
      )}
      <StyleQuestions
        answers={answers}
        onAnswer={(q, o) => onChange({ ...answers, [q]: o })}
        className="grid gap-5 sm:grid-cols-2"
      />
    </FormSection>
  );
}
