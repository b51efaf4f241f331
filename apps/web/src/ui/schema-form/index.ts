export { useSchemaForm, useErrorSummary, type SchemaFormOptions, type Summary } from './use-schema-form';
export { FormFrame, SchemaForm, useFieldId, type SchemaFormState, type SummaryTexts } from './schema-form';
export {
  CheckboxInput,
  CityInput,
  MoneyInput,
  PasswordInput,
  RadioInput,
  SelectInput,
  TextAreaInput,
  TextInput,
  useFieldError,
} from './fields';
export {
  fieldMessage,
  requestResolver,
  schemaResolver,
  summaryOf,
  toCents,
  type MoneyFields,
  type RequestOptions,
} from './resolver';
