import { FORMS, formName } from '@efile/contracts/forms';
import { currentLanguage, list, t } from '../../i18n';
import { TextList } from '../../ui/text-list';

/** Spec §2 landing page: welcome text, fileable forms (the form registry), paper-return list, requirements. */
export function LandingContent() {
  return (
    <div className="usa-prose">
      <p className="usa-intro">{t('landing.welcome')}</p>
      <p>
        <strong>{t('landing.registrationFirst')}</strong>
      </p>
      <h2>{t('landing.formsHeading')}</h2>
      <TextList items={FORMS.map((form) => formName(form.id, currentLanguage()))} />
      <p>{t('landing.paymentNote')}</p>
      <h2>{t('landing.paperHeading')}</h2>
      <TextList items={list('landing.paper')} />
      <h2>{t('landing.requirementsHeading')}</h2>
      <TextList items={list('landing.requirements')} />
      <p>{t('landing.noFee')}</p>
    </div>
  );
}
