import { useSearchParams } from 'react-router';
import { AI_COIN_TEXT } from '../../../components/ai/coin-text.ts';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { useAiSession } from '../../../lib/ai-session.ts';
import { CoinsExplained } from '../components/CoinsExplained.tsx';
import { EmailVerification } from '../components/EmailVerification.tsx';
import { LinkAccount } from '../components/LinkAccount.tsx';

/**
 * /design-ai/welcome (issue 26 point 1): where the sign-up leads and the verification mail's link lands
 * (`?verify={hash}`). The email's state and 'Resend', how coins work (the starter coins and their expiry,
 * bought coins never expire), linking the shop's account, and 'Design your first room'.
 */
export default function AiWelcomePage() {
  const [search] = useSearchParams();
  const hash = search.get('verify');
  const { user, isLoading } = useAiSession();

  return (
    <section className="px-4 py-8 md:py-12">
      <div className="mx-auto w-full max-w-2xl space-y-6 rounded-lg border border-slate-200 bg-white p-5 shadow-sm md:p-8">
        <header className="text-center">
          <h1 className="text-2xl font-semibold text-slate-900 md:text-3xl">Welcome to AI 3D Design</h1>
          <p className="mt-2 text-sm text-slate-600">
            {user
              ? `Signed in as ${user.name}. Tell us about a room, your style and your budget: we design it three ways with real products from a showroom, priced.`
              : 'Tell us about a room, your style and your budget: we design it three ways with real products from a showroom, priced.'}
          </p>
        </header>
        <EmailVerification hash={hash} user={user} />
        {isLoading ? (
          <div className="flex justify-center py-6 text-brand-700">
            <Spinner label="Checking your AI session" />
          </div>
        ) : user ? (
          <>
            <section aria-labelledby="coins-title" className="space-y-3">
              <h2 id="coins-title" className="text-lg font-semibold text-slate-900">
                Your coins
              </h2>
              <CoinsExplained />
            </section>
            <LinkAccount user={user} />
            <ButtonLink to={paths.designAi} size="lg" className="w-full">
              Design your first room
            </ButtonLink>
          </>
        ) : (
          <div className="space-y-4 text-center text-sm text-slate-700">
            <p>
              New accounts start with free starter coins; when they expire is said as they are granted.{' '}
              {AI_COIN_TEXT.neverExpire}
            </p>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to={paths.designAiLogin} size="lg">
                Sign in to design
              </ButtonLink>
              <ButtonLink to={paths.designAiSignup} variant="outline" size="lg">
                Sign up for AI 3D Design
              </ButtonLink>
            </div>
            <TextLink to={paths.home} tone="muted">
              Continue Shopping
            </TextLink>
          </div>
        )}
      </div>
    </section>
  );
}
