import { Navigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/AuthLayout.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { AiLoginForm } from '../components/AiLoginForm.tsx';
import { SeparateAccountNote } from '../components/SeparateAccountNote.tsx';
import { useAiArrival } from '../hooks/use-ai-arrival.ts';

/** /design-ai/login: the AI design account's sign-in (issue 26 point 1). Signed in already: on to /design-ai. */
export default function AiLoginPage() {
  const arrival = useAiArrival();
  if (arrival === 'signed-in') return <Navigate to={paths.designAi} replace />;
  return (
    <AuthLayout title="Sign in to AI 3D Design" subtitle={<SeparateAccountNote />}>
      {arrival === 'unknown' ? (
        <div className="flex justify-center py-8 text-brand-700">
          <Spinner size="lg" label="Checking your AI session" />
        </div>
      ) : (
        <>
          <AiLoginForm />
          <nav aria-label="More options" className="mt-6 flex flex-col items-center gap-3 text-sm">
            <TextLink to={paths.designAiSignup} tone="strong">
              New here? Sign up for AI 3D Design
            </TextLink>
            <TextLink to={paths.home} tone="muted">
              Continue Shopping
            </TextLink>
          </nav>
        </>
      )}
    </AuthLayout>
  );
}
