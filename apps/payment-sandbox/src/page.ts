import { MESSAGES } from './messages';
import type { FieldErrors, FieldName, FormValues } from './validation';
import { FIELD_NAMES } from './validation';

export interface PaymentPageModel {
  merchantName: string;
  description: string;
  amountCents: number;
  remittanceId: string;
  values: FormValues;
  errors: FieldErrors;
  /** A message about the whole payment, such as a declined card. */
  alert?: string;
}

interface TextFieldSpec {
  name: FieldName;
  label: string;
  autocomplete: string;
  numeric?: boolean;
  hint?: string;
}

const CARD_FIELDS: TextFieldSpec[] = [
  { name: 'cardName', label: 'Name on card', autocomplete: 'cc-name' },
  { name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', numeric: true },
  { name: 'expiry', label: 'Expiration (MM/YY)', autocomplete: 'cc-exp', hint: 'For example, 04/29' },
  {
    name: 'cvv',
    label: 'Security code',
    autocomplete: 'cc-csc',
    numeric: true,
    hint: 'The 3 or 4 digits on the card',
  },
];

const CHECK_FIELDS: TextFieldSpec[] = [
  { name: 'accountName', label: 'Name on account', autocomplete: 'name' },
  { name: 'routingNumber', label: 'Routing number', autocomplete: 'off', numeric: true, hint: '9 digits' },
  { name: 'accountNumber', label: 'Account number', autocomplete: 'off', numeric: true },
];

const METHOD_OPTIONS = [
  { value: 'card', label: 'Card' },
  { value: 'check', label: 'Check' },
];

const CHECK_TYPE_OPTIONS = [
  { value: 'personal', label: 'Personal check' },
  { value: 'business', label: 'Business check' },
];

// Without scripts, CSS alone hides the fields of the method not chosen (both show until one is chosen).
const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #1f2937; line-height: 1.5; }
main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 8px; }
.merchant { font-weight: 600; color: #374151; margin: 0; }
h1 { margin-top: 0.25rem; }
dl.summary { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dl.summary dt { font-weight: 600; }
dl.summary dd { margin: 0; }
fieldset { border: 1px solid #d1d5db; border-radius: 6px; margin: 1rem 0; padding: 0.75rem 1rem; }
legend { font-weight: 600; padding: 0 0.25rem; }
.field { margin: 0.75rem 0; }
.field label { display: block; font-weight: 600; }
.hint { color: #4b5563; margin: 0; font-size: 0.9rem; }
input[type='text'] { font: inherit; padding: 0.4rem; width: 100%; max-width: 20rem; box-sizing: border-box; border: 2px solid #6b7280; }
input[aria-invalid='true'] { border-color: #b91c1c; }
.error { color: #b91c1c; font-weight: 600; margin: 0; }
.error-summary, .alert { border: 3px solid #b91c1c; padding: 0.5rem 1rem; margin: 1rem 0; }
.actions { display: flex; gap: 1rem; flex-wrap: wrap; margin-top: 1.5rem; }
button { font: inherit; padding: 0.5rem 1rem; border: 2px solid #1d4ed8; border-radius: 4px; cursor: pointer; }
button.primary { background: #1d4ed8; color: #fff; }
button.secondary { background: #fff; color: #1d4ed8; }
:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.sandbox { color: #4b5563; font-size: 0.9rem; }
form:has(#method-card:checked) .check-fields, form:has(#method-check:checked) .card-fields { display: none; }
`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** $1,234.56 from integer cents, without passing through floating point. */
export function formatAmount(amountCents: number): string {
  const dollars = Math.floor(amountCents / 100).toLocaleString('en-US');
  return `$${dollars}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** The id of the input an error summary link jumps to: a radio group's first option. */
function inputId(name: FieldName): string {
  if (name === 'method') return `method-${METHOD_OPTIONS[0]?.value}`;
  if (name === 'checkType') return `checkType-${CHECK_TYPE_OPTIONS[0]?.value}`;
  return name;
}

function errorId(name: FieldName): string {
  return `${name}-error`;
}

function invalidAttributes(name: FieldName, error: string | undefined, hintId?: string): string {
  const describedBy = [hintId, error === undefined ? undefined : errorId(name)].filter(Boolean).join(' ');
  return [
    error === undefined ? '' : ' aria-invalid="true"',
    describedBy === '' ? '' : ` aria-describedby="${describedBy}"`,
  ].join('');
}

function errorMessage(name: FieldName, error: string | undefined): string {
  return error === undefined ? '' : `<p class="error" id="${errorId(name)}">${escapeHtml(error)}</p>`;
}

function textField(spec: TextFieldSpec, values: FormValues, errors: FieldErrors): string {
  const error = errors[spec.name];
  const hintId = spec.hint === undefined ? undefined : `${spec.name}-hint`;
  const hint = spec.hint === undefined ? '' : `<p class="hint" id="${hintId}">${escapeHtml(spec.hint)}</p>`;
  const inputMode = spec.numeric === true ? ' inputmode="numeric"' : '';
  return `<div class="field">
<label for="${spec.name}">${escapeHtml(spec.label)}</label>${hint}${errorMessage(spec.name, error)}
<input type="text" id="${spec.name}" name="${spec.name}" value="${escapeHtml(values[spec.name] ?? '')}" autocomplete="${spec.autocomplete}"${inputMode}${invalidAttributes(spec.name, error, hintId)}>
</div>`;
}

function radioGroup(
  name: FieldName,
  legend: string,
  options: { value: string; label: string }[],
  values: FormValues,
  errors: FieldErrors,
): string {
  const error = errors[name];
  const radios = options.map((option) => {
    const id = `${name}-${option.value}`;
    const checked = values[name] === option.value ? ' checked' : '';
    return `<div class="radio"><input type="radio" id="${id}" name="${name}" value="${option.value}"${checked}${invalidAttributes(name, error)}> <label for="${id}">${escapeHtml(option.label)}</label></div>`;
  });
  return `<fieldset><legend>${escapeHtml(legend)}</legend>${errorMessage(name, error)}
${radios.join('\n')}
</fieldset>`;
}

function errorSummary(errors: FieldErrors): string {
  const items = FIELD_NAMES.flatMap((name) => {
    const error = errors[name];
    return error === undefined ? [] : [`<li><a href="#${inputId(name)}">${escapeHtml(error)}</a></li>`];
  });
  if (items.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">${MESSAGES.errorSummaryTitle}</h2>
<ul>${items.join('')}</ul>
</div>`;
}

function layout(title: string, merchantName: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="merchant">${escapeHtml(merchantName)}</p>
${content}
<p class="sandbox">Payment sandbox: no money moves.</p>
</main>
</body>
</html>
`;
}

export function renderPaymentPage(model: PaymentPageModel): string {
  const { values, errors } = model;
  const amount = formatAmount(model.amountCents);
  const hasErrors = Object.keys(errors).length > 0;
  const alert =
    model.alert === undefined
      ? ''
      : `<div class="alert" role="alert"><p>${escapeHtml(model.alert)}</p></div>`;
  const content = `<h1>Make a payment</h1>
<dl class="summary"><dt>Payment for</dt><dd>${escapeHtml(model.description)}</dd><dt>Amount</dt><dd>${amount}</dd></dl>
${errorSummary(errors)}${alert}
<form method="post" action="/pay/${encodeURIComponent(model.remittanceId)}" novalidate>
${radioGroup('method', 'How do you want to pay?', METHOD_OPTIONS, values, errors)}
<fieldset class="card-fields"><legend>Card</legend>
${CARD_FIELDS.map((spec) => textField(spec, values, errors)).join('\n')}
</fieldset>
<fieldset class="check-fields"><legend>Check</legend>
${CHECK_FIELDS.map((spec) => textField(spec, values, errors)).join('\n')}
${radioGroup('checkType', 'Check type', CHECK_TYPE_OPTIONS, values, errors)}
</fieldset>
<div class="actions">
<button type="submit" class="primary" name="action" value="pay">Pay ${amount}</button>
<button type="submit" class="secondary" name="action" value="cancel">Cancel and return</button>
</div>
</form>`;
  const title = `${hasErrors ? 'Error: ' : ''}Make a payment - ${model.merchantName}`;
  return layout(title, model.merchantName, content);
}

/** A page that only says something, with an optional link back to the portal. */
export function renderMessagePage(
  merchantName: string,
  message: string,
  link?: { href: string; text: string },
): string {
  const linkHtml =
    link === undefined ? '' : `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`;
  return layout(`${message} - ${merchantName}`, merchantName, `<h1>${escapeHtml(message)}</h1>\n${linkHtml}`);
}
