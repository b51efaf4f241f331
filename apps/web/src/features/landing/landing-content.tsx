import { list, t } from '../../i18n';

/** Spec §2 landing page: welcome text, fileable forms, paper-return list, requirements. */
export function LandingContent() {
  return (
    <div className="usa-prose">
      <p className="usa-intro">{t('landing.welcome')}</p>
      <p>
        <strong>{t('landing.registrationFirst')}</strong>
      </p>
      <h2>{t('landing.formsHeading')}</h2>
      <ul>
        {list('landing.forms').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('landing.paymentNote')}</p>
      <h2>{t('landing.paperHeading')}</h2>
      <ul>
        {list('landing.paper').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>{t('landing.requirementsHeading')}</h2>
      <ul>
        {list('landing.requirements').map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{t('landing.noFee')}</p>
    </div>
  );
}
