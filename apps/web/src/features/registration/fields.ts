import { EMAIL_MAX_LENGTH } from '@efile/contracts';
import { t } from '../../i18n';

/**
 * One field of a registration form, declared as data: its name is the request's key (its element
 * id, where the server's field messages land), its label names it in the messages.
 */
export interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  optional?: boolean;
  /** This field repeats another one (Confirm Email): it must hold the same value. */
  repeats?: string;
  type?: 'text' | 'email' | 'date' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  maxLength?: number;
  /** Wider or narrower inputs (USWDS usa-input--{width}). */
  width?: '2xs' | 'xs' | 'sm' | 'md';
}

/** A group of fields under a legend (or none). */
export interface FieldSection {
  legend?: string;
  fields: readonly FieldSpec[];
}

export const fieldsOf = (sections: readonly FieldSection[]): FieldSpec[] =>
  sections.flatMap((section) => section.fields);

/**
 * The registration fields, one pattern per kind of value (federal ID and EIN: 9 digits; ZIP;
 * state; e-mail twice). Built when a form is drawn, so the words are the catalogue's then.
 */
function registrationFields() {
  const nine = (name: 'federalId' | 'ein', label: string, hint: string): FieldSpec => ({
    name,
    label,
    hint,
    inputMode: 'numeric',
    maxLength: 9,
    width: 'md',
    autoComplete: 'off',
  });
  const text = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
    name,
    label,
    ...extra,
  });
  const zip = (label: string) =>
    text('zip', label, {
      hint: t('registration.fields.zipHint'),
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      maxLength: 10,
      width: 'md',
    });
  const email = (name: 'email' | 'confirmEmail', label: string, repeats?: string) =>
    text(name, label, {
      type: 'email',
      autoComplete: 'email',
      maxLength: EMAIL_MAX_LENGTH,
      ...(repeats ? { repeats } : {}),
    });
  return {
    federalId: nine('federalId', t('registration.fields.federalId'), t('registration.fields.federalIdHint')),
    ein: nine('ein', t('registration.fields.ein'), t('registration.fields.einHint')),
    firstName: text('firstName', t('registration.fields.firstName'), {
      autoComplete: 'given-name',
      maxLength: 40,
    }),
    lastName: text('lastName', t('registration.fields.lastName'), {
      autoComplete: 'family-name',
      maxLength: 40,
    }),
    zip,
    streetAddress: text('streetAddress', t('registration.fields.streetAddress'), {
      autoComplete: 'street-address',
      maxLength: 60,
    }),
    city: text('city', t('registration.fields.city'), { autoComplete: 'address-level2', maxLength: 40 }),
    state: text('state', t('registration.fields.state'), {
      hint: t('registration.fields.stateHint'),
      autoComplete: 'address-level1',
      maxLength: 2,
      width: '2xs',
    }),
    text,
    account: [
      text('username', t('registration.fields.username'), {
        hint: t('registration.fields.usernameHint'),
        autoComplete: 'username',
        maxLength: EMAIL_MAX_LENGTH,
      }),
      email('email', t('registration.fields.email')),
      email('confirmEmail', t('registration.fields.confirmEmail'), 'email'),
    ],
  };
}

/** /register/web-account?taxpayerId: proof of the taxpayer, then the account. */
export function webIndividualSections(): readonly FieldSection[] {
  const f = registrationFields();
  return [{ fields: [f.federalId, f.zip(t('registration.fields.zipOnFile')), f.firstName, ...f.account] }];
}

/** /register/web-account?type=business: the representative's own account. */
export function webBusinessSections(): readonly FieldSection[] {
  const f = registrationFields();
  return [{ fields: [f.firstName, f.lastName, ...f.account] }];
}

/** /register/individual: a person the agency has no record of. */
export function individualSections(): readonly FieldSection[] {
  const f = registrationFields();
  return [
    {
      legend: t('registration.form.aboutYou'),
      fields: [
        f.firstName,
        f.text('middleInitial', t('registration.fields.middleInitial'), {
          optional: true,
          maxLength: 1,
          width: '2xs',
          autoComplete: 'additional-name',
        }),
        f.lastName,
        f.federalId,
        f.text('birthDate', t('registration.fields.birthDate'), {
          type: 'date',
          autoComplete: 'bday',
          width: 'md',
        }),
      ],
    },
    {
      legend: t('registration.form.address'),
      fields: [f.streetAddress, f.city, f.state, f.zip(t('registration.fields.zip'))],
    },
    { legend: t('registration.form.account'), fields: f.account },
  ];
}

/** /auth/register-business: the business, its address and phone. */
export function businessSections(): readonly FieldSection[] {
  const f = registrationFields();
  return [
    {
      legend: t('registration.form.business'),
      fields: [
        f.ein,
        f.text('name1', t('registration.fields.businessName'), {
          autoComplete: 'organization',
          maxLength: 60,
        }),
        f.text('name2', t('registration.fields.alternateName'), { optional: true, maxLength: 60 }),
        f.text('businessPhoneNumber', t('registration.fields.phone'), {
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
      fields: [f.streetAddress, f.city, f.state, f.zip(t('registration.fields.zip'))],
    },
  ];
}

/** /authentication/register: the taxpayer ID the agency gave. */
export function taxpayerIdSections(): readonly FieldSection[] {
  return [
    {
      fields: [
        {
          name: 'taxpayerId',
          label: t('registration.start.taxpayerId'),
          hint: t('registration.start.taxpayerIdHint'),
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: 12,
          width: 'md',
        },
      ],
    },
  ];
}
