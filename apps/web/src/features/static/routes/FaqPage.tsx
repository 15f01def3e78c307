import { useState } from 'react';
import { PageIntro } from '../../../components/content/PageIntro.tsx';
import { TextLink } from '../../../components/ui/TextLink.tsx';
import { paths } from '../../../config/paths.ts';
import { faqTopicsFor } from '../../../content/faq/faq-topics.ts';
import { useSession } from '../../../lib/session.tsx';
import { useSettings } from '../../../lib/settings.ts';
import { FaqTabs } from '../components/FaqTabs.tsx';

/** /faq: the five general tabs, plus the role tab of a signed-in Contractor or User (spec points 2 and 6). */
export default function FaqPage() {
  const { user } = useSession();
  const { appName, supportEmail } = useSettings();
  const topics = faqTopicsFor(user?.type ?? null, { appName, supportEmail });
  const [selectedId, setSelectedId] = useState(topics[0].id);

  return (
    <section aria-labelledby="faq-title">
      <PageIntro eyebrow="Help" title="Frequently Asked Questions" titleId="faq-title">
        <p>
          Answers about products, orders, delivery, returns and your account. Still stuck?{' '}
          <TextLink to={paths.contact}>Contact us</TextLink>.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <FaqTabs topics={topics} selectedId={selectedId} onSelect={setSelectedId} />
      </div>
    </section>
  );
}
