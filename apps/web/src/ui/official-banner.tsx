import { useId, useState } from 'react';
import { t } from '../i18n';

/**
 * The USWDS official-site banner (issue 14 item 9): who runs the site, and how to tell, behind a
 * disclosure button (the USWDS accordion behaviour, without its JavaScript).
 */
export function OfficialBanner() {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <section className="usa-banner" aria-label={t('banner.label')}>
      <div className="usa-accordion">
        <header className="usa-banner__header">
          <div className="usa-banner__inner">
            <div className="grid-col-auto">
              <img
                aria-hidden="true"
                className="usa-banner__header-flag"
                src="/logo.svg"
                alt=""
                width={16}
                height={16}
              />
            </div>
            <div className="grid-col-fill tablet:grid-col-auto" aria-hidden="true">
              <p className="usa-banner__header-text">{t('banner.official')}</p>
              <p className="usa-banner__header-action">{t('banner.howYouKnow')}</p>
            </div>
            <button
              type="button"
              className="usa-accordion__button usa-banner__button"
              aria-expanded={open}
              aria-controls={contentId}
              onClick={() => setOpen(!open)}
            >
              <span className="usa-banner__button-text">{t('banner.howYouKnow')}</span>
            </button>
          </div>
        </header>
        <div className="usa-banner__content usa-accordion__content" id={contentId} hidden={!open}>
          <div className="grid-row grid-gap-lg">
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img
                className="usa-banner__icon usa-media-block__img"
                src="/uswds/img/icon-dot-gov.svg"
                alt=""
                width={40}
                height={40}
              />
              <div className="usa-media-block__body">
                <p>
                  <strong>{t('banner.domainHeading')}</strong>
                  <br />
                  {t('banner.domainBody')}
                </p>
              </div>
            </div>
            <div className="usa-banner__guidance tablet:grid-col-6">
              <img
                className="usa-banner__icon usa-media-block__img"
                src="/uswds/img/icon-https.svg"
                alt=""
                width={40}
                height={40}
              />
              <div className="usa-media-block__body">
                <p>
                  <strong>{t('banner.httpsHeading')}</strong>
                  <br />
                  {t('banner.httpsBody')}
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
