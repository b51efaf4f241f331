import type { ButtonHTMLAttributes } from 'react';

/** One button of a USWDS button group (`ul.usa-button-group`): a list item holding a plain button. */
export function GroupButton({
  className = 'usa-button',
  children,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <li className="usa-button-group__item">
      <button type="button" className={className} {...button}>
        {children}
      </button>
    </li>
  );
}
