import {
  FeatureName,
  ruleChangeRequest,
  type EffectiveRules,
  type RuleChange,
  type RuleChangeRequest,
} from '@efile/contracts';
import { SelectInput, TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { parsePercent, percentText, proposeChange } from './api';

/** The rules other than a city's row, each a kind and key of the contract's change request. */
const CHOICES = [
  { id: 'interest', kind: 'interest-rate', key: 'orc-718.27' },
  { id: 'due-date', kind: 'due-date-override', key: 'annual-return' },
  { id: 'schedule-individual', kind: 'estimate-schedule', key: 'individual' },
  { id: 'schedule-business', kind: 'estimate-schedule', key: 'business' },
  { id: 'flag-ein', kind: 'feature-flag', key: FeatureName.EinManagement },
  { id: 'flag-faq', kind: 'feature-flag', key: FeatureName.PublicFaq },
  { id: 'inactivity', kind: 'inactivity', key: 'timings' },
] as const;
type Choice = (typeof CHOICES)[number];
type ChoiceId = Choice['id'];

/** The form as typed: every value as text, only the chosen rule's shown. */
interface OtherValues {
  choice: ChoiceId;
  year: string;
  value: {
    rate: string;
    date: string;
    installments: string;
    enabled: string;
    warningTime: string;
    logoutTime: string;
  };
  source: string;
  reason: string;
}

const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** "25 04-15; 50 06-15; 75 09-15; 100 01-15 +1": share % and due day, +1 for the next year. */
function scheduleText(
  installments: EffectiveRules['estimateSchedules']['individual']['installments'],
): string {
  return installments
    .map((i) => `${percentText(i.cumulative)} ${pad(i.month)}-${pad(i.day)}${i.yearOffset ? ' +1' : ''}`)
    .join('; ');
}

function parseSchedule(text: string) {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const installments = parts.map((part) => {
    const m = /^(\d{1,3}(?:\.\d{1,2})?)\s*%?\s+(\d{1,2})-(\d{1,2})(\s*\+1)?$/.exec(part);
    const share = m ? parsePercent(m[1]!) : null;
    if (!m || share === null) return null;
    return { cumulative: share, month: Number(m[2]), day: Number(m[3]), yearOffset: m[4] ? 1 : 0 };
  });
  return parts.length > 0 && installments.every((i) => i !== null) ? installments : null;
}

/** What is in force now for the year shown, as the form's starting text. */
function startFrom(rules: EffectiveRules, choice: ChoiceId): OtherValues {
  const interest = rules.interestRates.filter((r) => r.year <= rules.year).at(-1);
  return {
    choice,
    year: String(rules.year),
    value: {
      rate: interest ? percentText(interest.rate) : '',
      date: rules.annualReturnDueDate,
      installments: scheduleText(
        (choice === 'schedule-business'
          ? rules.estimateSchedules.business
          : rules.estimateSchedules.individual
        ).installments,
      ),
      enabled: String(
        rules.features[choice === 'flag-ein' ? FeatureName.EinManagement : FeatureName.PublicFaq] ?? false,
      ),
      warningTime: String(Math.round(rules.inactivity.warningTime / MINUTE)),
      logoutTime: String(Math.round(rules.inactivity.logoutTime / MINUTE)),
    },
    source: '',
    reason: '',
  };
}

const minutes = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) * MINUTE : text);

/**
 * An administrator's proposal of any other rule (issue 28 item 7): the ORC 718.27 interest rate of
 * a year, the annual return's due date, an estimate schedule, a feature flag, the sign-in timings.
 * It starts from what is in force and, as every change, waits for a second administrator.
 */
export function OtherRulesForm({
  rules,
  onDone,
}: {
  rules: EffectiveRules;
  onDone: (message: string) => void;
}) {
  const p = 'rules.other';
  const choiceOf = (id: ChoiceId): Choice => CHOICES.find((c) => c.id === id)!;
  const state = useStaffForm<OtherValues, RuleChangeRequest, RuleChange>({
    schema: ruleChangeRequest,
    defaultValues: startFrom(rules, 'interest'),
    request: ({ choice, year, value, source, reason }) => {
      const { kind, key } = choiceOf(choice);
      const common = { year: /^\d{4}$/.test(year.trim()) ? Number(year) : year, source, reason };
      switch (kind) {
        case 'interest-rate':
          return { kind, key, value: { rate: parsePercent(value.rate) ?? value.rate }, ...common };
        case 'due-date-override':
          return { kind, key, value: { date: value.date.trim() }, ...common };
        case 'estimate-schedule':
          return {
            kind,
            key,
            value: { installments: parseSchedule(value.installments) ?? [] },
            ...common,
          };
        case 'feature-flag':
          return { kind, key, value: { enabled: value.enabled === 'true' }, ...common };
        case 'inactivity':
          return {
            kind,
            key,
            value: { warningTime: minutes(value.warningTime), logoutTime: minutes(value.logoutTime) },
            ...common,
          };
      }
    },
    checks: ({ choice, value }) => {
      const kind = choiceOf(choice).kind;
      return {
        'value.rate':
          kind === 'interest-rate' && parsePercent(value.rate) === null
            ? st('rules.propose.invalidPercent')
            : undefined,
        'value.installments':
          kind === 'estimate-schedule' && parseSchedule(value.installments) === null
            ? st(`${p}.invalidSchedule`)
            : undefined,
      };
    },
    labels: { source: st(`${p}.source`), reason: st(`${p}.reason`), year: st(`${p}.year`) },
    ids: (path) =>
      `other-${path === 'kind' || path === 'key' ? 'choice' : path.replace(/^value\./, '').replace(/\..*$/, '')}`,
    send: proposeChange,
    onSent: (change) => {
      state.form.reset(startFrom(rules, state.form.getValues('choice')));
      onDone(st(`${p}.done`, { id: change.id }));
    },
  });
  const kind = choiceOf(state.form.watch('choice')).kind;
  return (
    <>
      <h2>{st(`${p}.heading`)}</h2>
      <StaffForm state={state}>
        <SelectInput
          name="choice"
          label={st(`${p}.rule`)}
          options={CHOICES.map((c) => ({ value: c.id, label: st(`${p}.choices.${c.id}`) }))}
          // Another rule starts from what is in force for it.
          onPicked={(id) => state.form.reset(startFrom(rules, id as ChoiceId))}
        />
        <TextInput
          name="year"
          label={st(`${p}.year`)}
          hint={st(`${p}.yearHint`)}
          inputMode="numeric"
          maxLength={4}
        />
        {kind === 'interest-rate' && (
          <TextInput
            name="value.rate"
            label={st(`${p}.rate`)}
            hint={st('rules.propose.percentHint')}
            inputMode="decimal"
          />
        )}
        {kind === 'due-date-override' && (
          <TextInput name="value.date" label={st(`${p}.date`)} hint={st(`${p}.dateHint`)} maxLength={10} />
        )}
        {kind === 'estimate-schedule' && (
          <TextInput
            name="value.installments"
            label={st(`${p}.installments`)}
            hint={st(`${p}.installmentsHint`)}
          />
        )}
        {kind === 'feature-flag' && (
          <SelectInput
            name="value.enabled"
            label={st(`${p}.enabled`)}
            options={[
              { value: 'true', label: st(`${p}.on`) },
              { value: 'false', label: st(`${p}.off`) },
            ]}
          />
        )}
        {kind === 'inactivity' && (
          <>
            <TextInput
              name="value.warningTime"
              label={st(`${p}.warning`)}
              inputMode="numeric"
              maxLength={4}
            />
            <TextInput name="value.logoutTime" label={st(`${p}.logout`)} inputMode="numeric" maxLength={4} />
          </>
        )}
        <TextInput
          name="source"
          label={st(`${p}.source`)}
          hint={st('rules.propose.sourceHint')}
          maxLength={300}
        />
        <TextInput name="reason" label={st(`${p}.reason`)} maxLength={500} />
        <button type="submit" className="usa-button" disabled={state.busy}>
          {st(`${p}.submit`)}
        </button>
      </StaffForm>
    </>
  );
}
