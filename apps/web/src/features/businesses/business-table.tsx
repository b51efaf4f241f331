import type { ReactNode } from 'react';
import type { BusinessItem } from '@efile/contracts';
import { t } from '../../i18n';
import { problemMessageThen, serverMessage } from '../../lib/problem-message';

/** A business's name for buttons and messages. */
export const label = (b: Pick<BusinessItem, 'name1' | 'ein'>) => `${b.name1} (${b.ein})`;

/** Spec §2 result and linked tables: EIN, Business Name, Alternate Name ('--' if empty), Actions. */
export function BusinessTable({
  items,
  caption,
  action,
}: {
  items: readonly BusinessItem[];
  caption: string;
  action: (b: BusinessItem) => ReactNode;
}) {
  return (
    <table className="usa-table usa-table--borderless width-full">
      <caption className="usa-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('businesses.ein')}</th>
          <th scope="col">{t('businesses.businessName')}</th>
          <th scope="col">{t('businesses.alternateName')}</th>
          <th scope="col">{t('businesses.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((b) => (
          <tr key={b.taxpayerId}>
            <td>{b.ein}</td>
            <td>{b.name1}</td>
            <td>{b.name2 || t('businesses.noAlternate')}</td>
            <td>{action(b)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec §8: the server's words (Ein shown as EIN), then the generic sentence. */
export const failure = (error: unknown) =>
  problemMessageThen(error, t('businesses.unexpected')).replace(/\bEin\b/g, 'EIN');

/**
 * A field's answer (the link code, ours, ADR 0017): what is wrong with it, alone (issue 24 item 4:
 * "This code is not correct." is not an unexpected error); the generic sentence only when the
 * server said nothing a person can read.
 */
export const fieldFailure = (error: unknown) =>
  (serverMessage(error) ?? t('businesses.unexpected')).replace(/\bEin\b/g, 'EIN');
