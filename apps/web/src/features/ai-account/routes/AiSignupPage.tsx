import { Navigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { AiSignupForm } from '../components/AiSignupForm.tsx';
import { SeparateAccountNote } from '../components/SeparateAccountNote.tsx';
import { useAiArrival } from '../hooks/use-ai-arrival.ts';

/** /design-ai/singup (the spec's spelling): the AI design account's sign-up. Signed in already: /design-ai. */
export default function AiSignupPage() {
  const arrival = useAiArrival();
  if (arrival === 'signed-in') return <Navigate to={paths.designAi} replace />;
  return (
    <AuthLayout title="Sign up for AI 3D Design" subtitle={<SeparateAccountNote />}>
      {arrival === 'unknown' ? (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner size="lg" label="Checking your AI session" />
        </div>
      ) : (
        <>
          <AiSignupForm />
          <p className="mt-6 text-center text-sm text-slate-600">
            Already have an AI 3D Design account?{' '}
            <TextLink to={paths.designAiLogin} tone="strong">
              Sign In
            </TextLink>
            <span aria-hidden="true"> · </span>
            <TextLink to={paths.home} tone="muted">
              Continue Shopping
            </TextLink>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
