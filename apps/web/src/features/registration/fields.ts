import { EMAIL_MAX_LENGTH } from '@efile/contracts';
import { t } from '../../i18n';
import type { FieldSection, FieldSpec } from './form';

/**
 * The registration fields, one pattern per kind of value (federal ID and EIN: 9 digits; ZIP;
 * state; e-mail twice), and the sections of each form. Names are the request's keys, so the
 * server's field messages land on the right input.
 */
const nine = <F extends 'federalId' | 'ein'>(name: F, label: string, hint: string): FieldSpec<F> => ({
  name,
  label,
  hint,
  inputMode: 'numeric',
  maxLength: 9,
  width: 'md',
  autoComplete: 'off',
});
const text = <F extends string>(name: F, label: string, extra: Partial<FieldSpec<F>> = {}): FieldSpec<F> => ({
  name,
  label,
  ...extra,
});

const federalId = nine(
  'federalId',
  t('registration.fields.federalId'),
  t('registration.fields.federalIdHint'),
);
const ein = nine('ein', t('registration.fields.ein'), t('registration.fields.einHint'));
const firstName = text('firstName', t('registration.fields.firstName'), {
  autoComplete: 'given-name',
  maxLength: 40,
});
const lastName = text('lastName', t('registration.fields.lastName'), {
  autoComplete: 'family-name',
  maxLength: 40,
});
const zip = (label: string) =>
  text('zip', label, {
    hint: t('registration.fields.zipHint'),
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    maxLength: 10,
    width: 'md',
  });
const streetAddress = text('streetAddress', t('registration.fields.streetAddress'), {
  autoComplete: 'street-address',
  maxLength: 60,
});
const city = text('city', t('registration.fields.city'), { autoComplete: 'address-level2', maxLength: 40 });
const state = text('state', t('registration.fields.state'), {
  hint: t('registration.fields.stateHint'),
  autoComplete: 'address-level1',
  maxLength: 2,
  width: '2xs',
});
const username = text('username', t('registration.fields.username'), {
  hint: t('registration.fields.usernameHint'),
  autoComplete: 'username',
  maxLength: EMAIL_MAX_LENGTH,
});
const email = text('email', t('registration.fields.email'), {
  type: 'email',
  autoComplete: 'email',
  maxLength: EMAIL_MAX_LENGTH,
});
const confirmEmail: FieldSpec<'confirmEmail' | 'email'> = text(
  'confirmEmail',
  t('registration.fields.confirmEmail'),
  {
    type: 'email',
    autoComplete: 'email',
    maxLength: EMAIL_MAX_LENGTH,
    repeats: 'email',
  },
);

const accountFields = [username, email, confirmEmail] as const;

/** /register/web-account?taxpayerId: proof of the taxpayer, then the account. */
export const webIndividualSections = [
  { fields: [federalId, zip(t('registration.fields.zipOnFile')), firstName, ...accountFields] },
] satisfies readonly FieldSection[];

/** /register/web-account?type=business: the representative's own account. */
export const webBusinessSections = [
  { fields: [firstName, lastName, ...accountFields] },
] satisfies readonly FieldSection[];

/** /register/individual: a person the agency has no record of. */
export const individualSections = [
  {
    legend: t('registration.form.aboutYou'),
    fields: [
      firstName,
      text('middleInitial', t('registration.fields.middleInitial'), {
        optional: true,
        maxLength: 1,
        width: '2xs',
        autoComplete: 'additional-name',
      }),
      lastName,
      federalId,
      text('birthDate', t('registration.fields.birthDate'), {
        type: 'date',
        autoComplete: 'bday',
        width: 'md',
      }),
    ],
  },
  {
    legend: t('registration.form.address'),
    fields: [streetAddress, city, state, zip(t('registration.fields.zip'))],
  },
  { legend: t('registration.form.account'), fields: accountFields },
] satisfies readonly FieldSection[];

/** /auth/register-business: the business, its address and phone. */
export const businessSections = [
  {
    legend: t('registration.form.business'),
    fields: [
      ein,
      text('name1', t('registration.fields.businessName'), { autoComplete: 'organization', maxLength: 60 }),
      text('name2', t('registration.fields.alternateName'), { optional: true, maxLength: 60 }),
      text('businessPhoneNumber', t('registration.fields.phone'), {
        hint: t('registration.fields.phoneHint'),
        type: 'tel',
        autoComplete: 'tel-national',
        inputMode: 'numeric',
        maxLength: 10,
        width: 'md',
      }),
    ],
  },
  {
    legend: t('registration.form.businessAddress'),
    fields: [streetAddress, city, state, zip(t('registration.fields.zip'))],
  },
] satisfies readonly FieldSection[];
