import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@efile/contracts';
import { t } from '../../i18n';
import { scrollToAnchor } from '../../lib/anchor';
import { useClientConfigQuery } from '../../lib/client-config';
import { Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { answerOf, faqSections, questionId, sectionId, sectionOfHash } from './content';
import { FaqAnswer } from './faq-answer';

const TOPICS_ID = 'faq-topics';

/**
 * Spec §2 "FAQ": a sidebar accordion of the ten sections, one open at a time, whose links go to
 * the questions by fragment (`#sec3-q2`). Opening such a link opens its section and scrolls to
 * the question. Every answer stays on the page, so the FAQ reads and prints as one document.
 */
export default function FaqPage() {
  const location = useLocation();
  const { hash, key } = location;
  const [open, setOpen] = useState<number | null>(() => sectionOfHash(hash) ?? 1);
  // The minimum-age answer names the tax year being filed (the server's): wait for it before the
  // answers are laid out and scrolled to, so the page does not shift under the reader.
  const config = useClientConfigQuery();
  const ready = !config.isPending;
  const taxYear = config.data?.taxYear;
  // A new fragment opens its section (state adjusted while rendering, not in an effect).
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const section = sectionOfHash(hash);
    if (section) setOpen(section);
  }

  // Scroll to the fragment's target; after the first visit, move focus there too.
  const firstVisit = useRef(true);
  useEffect(() => {
    if (!ready) return;
    const first = firstVisit.current;
    firstVisit.current = false;
    const target = hash ? scrollToAnchor(hash.slice(1)) : null;
    if (target && !first) target.focus({ preventScroll: true });
  }, [hash, key, ready]);

  const [before, after] = t('faq.corrections').split('{link}');
  return (
    <>
      <PageHeading>{t('faq.title')}</PageHeading>
      <p className="usa-intro">{t('faq.intro')}</p>
      <p>
        {before}
        <Link to={paths.contactUs}>{t('faq.correctionsLink')}</Link>
        {after}
      </p>
      <div className="efile-faq">
        <nav className="efile-faq__nav" aria-labelledby={TOPICS_ID}>
          <h2 id={TOPICS_ID} tabIndex={-1}>
            {t('faq.topics')}
          </h2>
          <div className="usa-accordion usa-accordion--bordered">
            {faqSections().map((section, index) => {
              const n = index + 1;
              const expanded = open === n;
              return (
                <Fragment key={n}>
                  <h3 className="usa-accordion__heading">
                    <button
                      type="button"
                      className="usa-accordion__button"
                      aria-expanded={expanded}
                      aria-controls={`faq-topic-${n}`}
                      onClick={() => setOpen(expanded ? null : n)}
                    >
                      {section.title}
                    </button>
                  </h3>
                  <div id={`faq-topic-${n}`} className="usa-accordion__content" hidden={!expanded}>
                    <ul className="usa-list usa-list--unstyled efile-faq__links">
                      {section.questions.map((item, q) => (
                        <li key={q}>
                          <Link to={`#${questionId(n, q + 1)}`}>{item.question}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                </Fragment>
              );
            })}
          </div>
        </nav>
        <div className="efile-faq__content usa-prose">
          {!ready && <Spinner label={t('app.loading')} />}
          {ready &&
            faqSections().map((section, index) => {
              const n = index + 1;
              return (
                <section key={n} aria-labelledby={sectionId(n)}>
                  <h2 id={sectionId(n)} tabIndex={-1}>
                    {section.title}
                  </h2>
                  {section.questions.map((item, q) => (
                    <Fragment key={q}>
                      <h3 id={questionId(n, q + 1)} tabIndex={-1}>
                        {item.question}
                      </h3>
                      <FaqAnswer blocks={answerOf(item, taxYear)} />
                    </Fragment>
                  ))}
                  <p className="efile-faq__back efile-no-print">
                    <Link to={`#${TOPICS_ID}`}>{t('faq.backToTopics')}</Link>
                  </p>
                </section>
              );
            })}
        </div>
      </div>
    </>
  );
}
