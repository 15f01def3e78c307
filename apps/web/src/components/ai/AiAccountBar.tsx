import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useAiSession } from '../../lib/ai-session.ts';
import { Button } from '../ui/Button.tsx';
import { TextLink } from '../ui/TextLink.tsx';
import { CoinBalance } from './CoinBalance.tsx';

/**
 * The AI pages' account corner (issue 26 point 1): with an AI session its coins, whose account it is and
 * 'AI sign out' (the AI token only: the marketplace's session, a separate account, stays); without one,
 * sign in and sign up. Nothing while the session is being asked.
 */
export function AiAccountBar() {
  const { user, isLoading, signOut } = useAiSession();
  const navigate = useNavigate();
  if (isLoading) return null;
  if (!user)
    return (
      <nav aria-label="AI account" className="flex items-center gap-3 text-sm">
        <TextLink to={paths.designAiLogin}>Sign in</TextLink>
        <TextLink to={paths.designAiSignup} tone="strong">
          Sign up
        </TextLink>
      </nav>
    );
  return (
    <nav aria-label="AI account" className="flex min-w-0 items-center gap-2 text-sm sm:gap-3">
      <CoinBalance />
      <span className="hidden max-w-[14rem] truncate text-slate-600 md:inline" title={user.email}>
        {user.name}
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          signOut();
          navigate(paths.designAiLogin);
        }}
      >
        AI sign out
      </Button>
    </nav>
  );
}
